import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileField } from '@/components/form/file-field';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPE_DESCRIPTION, ATTACHMENT_TYPES } from '@/lib/attachments';

const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function ManyHarness({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileField
      multiple
      label="Attachments"
      accept={ATTACHMENT_TYPES}
      typeDescription={ATTACHMENT_TYPE_DESCRIPTION}
      maxBytes={ATTACHMENT_MAX_BYTES}
      maxFiles={2}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles(next);
      }}
    />
  );
}

function OneHarness({ onFile }: { onFile: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Contract"
      accept={['application/pdf']}
      typeDescription="PDF"
      maxBytes={ATTACHMENT_MAX_BYTES}
      value={file}
      onChange={(next) => {
        setFile(next);
        onFile(next);
      }}
    />
  );
}

describe('FileField, multiple', () => {
  it('adds the accepted files of a choice and lists them with their sizes', async () => {
    const onFiles = vi.fn();
    render(<ManyHarness onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Attachments'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onFiles).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    expect(screen.getByRole('list', { name: 'Chosen files for Attachments' })).toHaveTextContent('a.pdf');
    expect(screen.getByRole('button', { name: 'Add files' })).toBeDisabled();
  });

  it('refuses a file of another type before anything is sent, and says why at the field', async () => {
    const onFiles = vi.fn();
    render(<ManyHarness onFiles={onFiles} />);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Attachments'), text, { applyAccept: false });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.txt” is not a PDF, PNG or JPEG file');
  });

  it('refuses a file over the size limit', async () => {
    const onFiles = vi.fn();
    render(<ManyHarness onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Attachments'), pdf('big.pdf', ATTACHMENT_MAX_BYTES + 1));
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('the limit is 5 MB');
  });

  it('keeps at most the allowed number of files', async () => {
    const onFiles = vi.fn();
    render(<ManyHarness onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Attachments'), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(onFiles).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 2 files can be attached.');
  });

  it('removes a chosen file', async () => {
    const onFiles = vi.fn();
    render(<ManyHarness onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Attachments'), [pdf('a.pdf'), pdf('b.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
  });
});

describe('FileField, single', () => {
  it('takes one file, shows it, and offers to choose another or remove it', async () => {
    const onFile = vi.fn();
    render(<OneHarness onFile={onFile} />);
    const input = screen.getByLabelText('Contract');
    expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, pdf('contract.pdf'));
    expect(onFile).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'contract.pdf' }));
    expect(screen.getByText(/contract\.pdf · /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('keeps the previous file when a refused one is chosen, and says why', async () => {
    const onFile = vi.fn();
    render(<OneHarness onFile={onFile} />);
    await userEvent.upload(screen.getByLabelText('Contract'), pdf('contract.pdf'));
    await userEvent.upload(screen.getByLabelText('Contract'), pdf('big.pdf', ATTACHMENT_MAX_BYTES + 1));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Choose another' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“big.pdf” is');
    expect(screen.getByText(/contract\.pdf · /)).toBeInTheDocument();
  });
});
