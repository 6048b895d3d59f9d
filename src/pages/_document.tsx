import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="theme-color" content="#2f4bd8" />
        <meta
          name="description"
          content="Staff portal: employees, CVs, time offs, planning, invoices and reports."
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
