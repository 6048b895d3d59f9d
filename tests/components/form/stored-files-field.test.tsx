import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Media } from '@/api/media/media.schemas';
import { StoredFilesField } from '@/components/form/stored-files-field';
import { getTenantDb } from '@/mocks/db';
import { renderWithApp } from '../../render';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordSavedFiles } from '../../support/saved-files';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();
const saved = recordSavedFiles();

// Two seeded files (the admin may download anyone's), as an answer lists them.
async function adminFiles(): Promise<Media[]> {
  const db = await getTenantDb('acme');
  const rows = db.media.all().slice(0, 2);
  if (rows.length < 2) throw new Error('fewer than two seeded files');
  return rows.map(({ id, file_name, mime_type, size, created_at }) => ({
    id,
    file_name,
    mime_type,
    size,
    created_at,
  }));
}

// A form's list: the ids marked for deletion live in the form, as they do in the callers.
function Harness({ files, onMarked }: { files: Media[]; onMarked: (ids: number[]) => void }) {
  const [removing, setRemoving] = useState<number[]>([]);
  return (
    <StoredFilesField
      files={files}
      label="Project files"
      emptyText="No files yet."
      removing={removing}
      onRemovingChange={(ids) => {
        setRemoving(ids);
        onMarked(ids);
      }}
    />
  );
}

describe('StoredFilesField', () => {
  beforeEach(async () => {
    await signIn('admin@acme.test');
  });

  it('names the list and shows each file with its size', async () => {
    const files = await adminFiles();
    renderWithApp(<StoredFilesField files={files} label="Company documents" />);
    const list = screen.getByRole('list', { name: 'Company documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: `Download ${files[0]!.file_name}` })).toHaveTextContent(
      /\d+(\.\d+)? kB/,
    );
  });

  it('downloads a file on click with GET media/{id}', async () => {
    const [file] = await adminFiles();
    const requests = recordRequests();
    renderWithApp(<StoredFilesField files={[file!]} label="Project files" />);
    await userEvent.click(screen.getByRole('button', { name: `Download ${file!.file_name}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe(file!.file_name);
    expect(saved[0]?.blob.type).toBe(file!.mime_type);
    expect((await requests.all()).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET media/${file!.id}`,
    ]);
  });

  it("says the caller's empty text when there are no files, and nothing without one", () => {
    const { unmount } = renderWithApp(
      <StoredFilesField files={[]} label="Project files" emptyText="No files yet." />,
    );
    expect(screen.getByText('No files yet.')).toBeInTheDocument();
    unmount();
    const { container } = renderWithApp(<StoredFilesField files={[]} label="Project files" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks a file to be deleted on save with Remove, and Keep takes it back', async () => {
    const files = await adminFiles();
    const [first, second] = files;
    const onMarked = vi.fn();
    renderWithApp(<Harness files={files} onMarked={onMarked} />);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${second!.file_name}` }));
    expect(onMarked).toHaveBeenLastCalledWith([second!.id]);
    const marked = screen.getByRole('button', { name: `Keep ${second!.file_name}` }).closest('li')!;
    expect(marked).toHaveTextContent('Will be deleted when you save.');
    expect(screen.getByRole('button', { name: `Remove ${first!.file_name}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Keep ${second!.file_name}` }));
    expect(onMarked).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('Will be deleted when you save.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${second!.file_name}` })).toBeInTheDocument();
  });

  it("only downloads without onRemovingChange, and shows a caller's own action per file", async () => {
    const [file] = await adminFiles();
    renderWithApp(
      <StoredFilesField
        files={[file!]}
        label="Attachments of X"
        chips
        actionOf={(item) => <button type="button">Share {item.file_name}</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: `Remove ${file!.file_name}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Share ${file!.file_name}` })).toBeInTheDocument();
  });
});
