import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../../../testing/app.tsx';
import { eventually } from '../../../../testing/eventually.ts';
import { startUpAnswers } from '../../../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../../../testing/graphql.ts';
import { makeClass } from '../../classes.testing.ts';

const PATH = '/organization/management/classes/class-1';
const PICTURE = {
  __typename: 'ClassPicture' as const,
  desktopUrl: 'http://files.test/desktop',
  mobileUrl: 'http://files.test/mobile',
};

function open(more: Fixtures = {}, flags = {}) {
  const test = createTestClient({
    ...startUpAnswers(),
    Class: { data: { getClass: makeClass() } },
    ClassPicture: { data: { getClass: { __typename: 'Class', id: 'class-1', picture: null } } },
    ClassPictureUpload: { data: { getUrlForClassPicUpload: 'http://files.test/put-1' } },
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  return { ...test, ...renderApp({ path: PATH, runtime: { status: 'ready', runtime }, flags }) };
}

/** Chooses a 4000 × 3000 picture and lets the dialog read its size (jsdom loads no images). */
async function choosePicture(file = new File(['png'], 'studio.png', { type: 'image/png' })) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add picture' }));
  const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [file] } });
  const source = (await screen.findByTestId('class-picture-source')) as HTMLImageElement;
  Object.defineProperty(source, 'naturalWidth', { value: 4000 });
  Object.defineProperty(source, 'naturalHeight', { value: 3000 });
  fireEvent.load(source);
  return screen.findByRole('dialog', { name: 'Class picture' });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('class picture (spec 3 §7, flag class image)', { timeout: 20_000 }, () => {
  it('is not shown with the flag off', async () => {
    open({}, { class_image: false });
    await screen.findByRole('form', { name: 'Class details' });
    expect(screen.queryByRole('region', { name: 'Picture' })).toBeNull();
  });

  it('shows the wide variant, and the phone variant on a phone', async () => {
    open({ ClassPicture: { data: { getClass: { __typename: 'Class', id: 'class-1', picture: PICTURE } } } });
    const image = (await screen.findByAltText('Yoga class')) as HTMLImageElement;
    expect(image.src).toBe('http://files.test/desktop');
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('srcset')).toBe('http://files.test/mobile');
    expect(source?.getAttribute('media')).toContain('max-width');
  });

  it('frames the picture for both variants, asks for the address with the crops, then PUTs the original', async () => {
    const put = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', put);
    const { calls } = open();
    expect(await screen.findByText('No picture')).toBeTruthy();
    const dialog = await choosePicture();
    expect(within(dialog).getByRole('group', { name: /^Wide screens/ })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: /^Phones/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();

    const asked = calls.find((call) => call.operationName === 'ClassPictureUpload')?.variables;
    expect(asked).toMatchObject({ classId: 'class-1', contentType: 'image/png' });
    // A 4:3 picture: the 8:3 frame takes its whole width, the 375:268 one too, both centred.
    const desktop = asked?.desktopCrop as { x: number; y: number; width: number; height: number };
    expect(desktop.width).toBe(1);
    expect((desktop.width * 4000) / (desktop.height * 3000)).toBeCloseTo(8 / 3, 6);
    expect(desktop.y).toBeCloseTo((1 - desktop.height) / 2, 6);
    const mobile = asked?.mobileCrop as { width: number; height: number };
    expect((mobile.width * 4000) / (mobile.height * 3000)).toBeCloseTo(375 / 268, 6);

    const upload = put.mock.calls.find((call) => call[1]?.method === 'PUT');
    expect(upload?.[0]).toBe('http://files.test/put-1');
    expect(new Headers(upload?.[1]?.headers).get('content-type')).toBe('image/png');
    // The picture is read again after the upload.
    await eventually(() =>
      expect(calls.filter((call) => call.operationName === 'ClassPicture').length).toBeGreaterThan(1),
    );
  });

  it('moves the wide frame with the arrow keys once zoomed', async () => {
    open();
    const dialog = await choosePicture();
    const frame = within(dialog).getByRole('group', { name: /^Wide screens/ });
    const before = (frame.querySelector('img') as HTMLImageElement).style.left;
    fireEvent.keyDown(within(dialog).getByRole('slider', { name: 'Wide screens zoom' }), {
      key: 'ArrowRight',
    });
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect((frame.querySelector('img') as HTMLImageElement).style.left).not.toBe(before);
  });

  it('says the file is of the wrong type when the server cannot read it as a picture', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 415 })),
    );
    open();
    const dialog = await choosePicture();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect file type')).toBeTruthy();
  });

  it('refuses a file that is no picture before asking for an address', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add picture' }));
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Incorrect file type')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'ClassPictureUpload')).toBe(false);
  });

  it('gives a generic error when the upload address is refused (spec 3 §8)', async () => {
    open({ ClassPictureUpload: { networkError: true } });
    const dialog = await choosePicture();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeTruthy();
  });
});
