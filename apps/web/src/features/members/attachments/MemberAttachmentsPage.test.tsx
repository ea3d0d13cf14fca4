import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import type { Fixtures } from '../../../testing/graphql.ts';
import { makeAttachment } from '../../../testing/member-records.ts';
import { PERSON_ID, personAnswer, renderMemberApp, VIEWER_AT_WLG, WLG } from '../../../testing/members.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The server keeps the file name as sent, escaped; the page decodes it.
const ATTACHMENTS = [makeAttachment({ fileName: 'r\\u00e9sum\\u00e9.pdf' })];

function openAttachments(fixtures: Fixtures = {}, options: Parameters<typeof renderMemberApp>[2] = {}) {
  return renderMemberApp(
    `/branch/${WLG}/members/${PERSON_ID}/attachments`,
    {
      MemberArea: personAnswer(),
      MemberAttachments: { data: { getUserAttachments: ATTACHMENTS } },
      ...fixtures,
    },
    options,
  );
}

async function chooseFile(file: File) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add attachment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add attachment' });
  const picker = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [file] } });
  return dialog;
}

const uploadCalls = (calls: { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'AttachmentUploadUrl');

/** A fetch that answers PUTs with `status` (the shell's outage check gets 200). */
function stubUpload(status: number) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.filter((call) => call[1]?.method === 'PUT');
}

describe('member attachments (spec 2 §2, §5, §7)', () => {
  it('lists the attachments with the decoded file name, the upload time and who uploaded', async () => {
    openAttachments();
    // The spec's heading, naming the member.
    expect(
      await screen.findByRole('heading', { name: 'Member attachments — Aroha Ngata', level: 1 }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Members' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Member profile' }).getAttribute('href')).toBe(
      `/branch/${WLG}/members/${PERSON_ID}/overview`,
    );
    const table = await screen.findByRole('table', { name: 'Attachments' });
    expect(within(table).getByText('résumé.pdf')).toBeTruthy();
    expect(within(table).getByText('Frankie Desk')).toBeTruthy();
    // 20:30 UTC is 09:30 the next morning in Wellington.
    expect(within(table).getByText(/2 Mar 2026.*9:30/)).toBeTruthy();
  });

  it('says No attachments when there are none, and hides changes from viewers', async () => {
    openAttachments(
      { MemberAttachments: { data: { getUserAttachments: [] } } },
      { assignments: VIEWER_AT_WLG },
    );
    expect(await screen.findByText('No attachments')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add attachment' })).toBeNull();
  });

  it('refuses a file type that is not allowed before any upload', async () => {
    const { calls } = openAttachments();
    await chooseFile(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('Incorrect file type')).toBeTruthy();
    expect(
      screen.getAllByText(
        'You have uploaded an invalid file type. Allowed file types are .avi .bmp .csv .doc .docx .gif .jpeg .jpg .msg .pdf .pptx .png .txt .xls .xlsx.',
      ).length,
    ).toBeGreaterThan(0);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Add attachment' })).getByRole('button', { name: 'Upload' }),
    );
    expect(uploadCalls(calls)).toHaveLength(0);
  });

  it('asks for an upload address, PUTs the file with its content type, then reads the list again', async () => {
    const puts = stubUpload(200);
    const { calls } = openAttachments({
      AttachmentUploadUrl: { data: { getUrlForAttachmentUpload: 'http://files.test/upload-1' } },
    });
    const dialog = await chooseFile(new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    const reads = calls.filter((call) => call.operationName === 'MemberAttachments').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(uploadCalls(calls)[0]).toMatchObject({
      variables: { personId: PERSON_ID, fileName: 'id.pdf', contentType: 'application/pdf' },
    });
    expect(puts()[0]?.[0]).toBe('http://files.test/upload-1');
    expect(new Headers(puts()[0]?.[1]?.headers).get('content-type')).toBe('application/pdf');
    await eventually(() =>
      expect(calls.filter((call) => call.operationName === 'MemberAttachments').length).toBeGreaterThan(
        reads,
      ),
    );
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Add attachment' })).toBeNull());
  });

  it('says the file could not be processed when the upload is refused', async () => {
    stubUpload(415);
    openAttachments({
      AttachmentUploadUrl: { data: { getUrlForAttachmentUpload: 'http://files.test/upload-1' } },
    });
    const dialog = await chooseFile(new File(['not a pdf'], 'id.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('There was an issue processing your file. Please try again.'),
    ).toBeTruthy();
  });

  it("shows the text of the server's code when no upload address is given", async () => {
    openAttachments({
      AttachmentUploadUrl: {
        errors: [
          { message: 'No such person', extensions: { code: 'MEMBER_NOT_FOUND', category: 'not-found' } },
        ],
      },
    });
    const dialog = await chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Member not found');
    expect(alert.textContent).not.toContain('No such person');
  });

  it('opens the signed download address, and removes an attachment after confirmation', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { calls } = openAttachments({
      AttachmentDownloadUrl: { data: { getUrlForAttachmentDownload: 'http://files.test/get-1' } },
      RemoveAttachment: { data: { removeAttachment: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download résumé.pdf' }));
    await eventually(() =>
      expect(open).toHaveBeenCalledWith('http://files.test/get-1', '_blank', 'noopener,noreferrer'),
    );

    const reads = calls.filter((call) => call.operationName === 'MemberAttachments').length;
    fireEvent.click(screen.getByRole('button', { name: 'Remove résumé.pdf' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove attachment' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'RemoveAttachment')?.variables).toEqual({
        personId: PERSON_ID,
        attachmentId: 'att-1',
      }),
    );
    await eventually(() =>
      expect(calls.filter((call) => call.operationName === 'MemberAttachments').length).toBeGreaterThan(
        reads,
      ),
    );
  });

  it('shows the generic error when a download address cannot be had', async () => {
    openAttachments({ AttachmentDownloadUrl: { errors: [{ message: 'gone' }] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download résumé.pdf' }));
    expect(await screen.findByText('Oops, something went wrong. Please try again.')).toBeTruthy();
  });
});
