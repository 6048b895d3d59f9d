import Head from 'next/head';

export const PRODUCT_NAME = 'Staff Portal';

export function documentTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

// Sets the browser tab's title; screens with dynamic names render it again with the name.
export function PageTitle({ title }: { title: string }) {
  return (
    <Head>
      <title>{documentTitle(title)}</title>
    </Head>
  );
}
