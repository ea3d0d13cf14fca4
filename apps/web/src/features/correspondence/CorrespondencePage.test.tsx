import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../app/pages/NoPermissionPage.tsx';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';
import { RULES_LOAD_FAILED } from './CorrespondencePage.tsx';

const OLD_SUBJECT = 'Happy birthday, {{firstName}}!';
const NEW_SUBJECT = 'Many happy returns, {{firstName}}';

/** Wellington's rules as the server holds them: one birthday email, disabled, with `subject`. */
function rules(subject: string): AnswerTo<'CorrespondenceRules'> {
  return {
    data: {
      getCorrespondenceSettings: [],
      getEmailSettings: [
        {
          type: 'BIRTHDAY',
          triggerType: 'AUTOMATION',
          enabled: false,
          parameters: { daysPrior: null },
          dateBased: false,
          transactional: false,
          subject,
          htmlTemplate: '<p>Hello {{firstName}}</p>',
        },
      ],
    },
  };
}

describe('CorrespondencePage', () => {
  it('waits for the list asked again after a save before a rule can be toggled, so the toggle never writes the old subject back', async () => {
    // The list after the save is held back until the test lets it arrive.
    let release: () => void = () => {};
    const refreshed = new Promise<AnswerTo<'CorrespondenceRules'>>((resolve) => {
      release = () => resolve(rules(NEW_SUBJECT));
    });
    const listed = () => (saves().length > 0 ? refreshed : rules(OLD_SUBJECT));
    const test = createTestClient({
      ...startUpAnswers(),
      CorrespondenceRules: listed,
      CorrespondencePreview: {
        data: {
          previewCorrespondence: {
            memberFirstName: 'Scott',
            memberLastName: 'Clarke',
            subject: 'Many happy returns, Scott',
            body: '<p>Hello Scott</p>',
          },
          correspondenceRuleAudience: { count: 1, firstNames: ['Scott'] },
        },
      },
      SetEmailRule: { data: { setEmailStatus: { type: 'BIRTHDAY', enabled: false } } },
    });
    const saves = () => test.calls.filter((call) => call.operationName === 'SetEmailRule');
    const { runtime } = fakeRuntime(test.client);
    renderApp({ path: '/branch/wlg/correspondence', runtime: { status: 'ready', runtime } });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), {
      target: { value: NEW_SUBJECT },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Edit rule' })).toBeNull());
    // Spec 2 §8: an edit says 'Changes have been made' ('Saved successfully' is for an add).
    expect(await screen.findByText('Changes have been made')).toBeTruthy();
    expect(screen.queryByText('Saved successfully')).toBeNull();

    // The row still shows what was listed before the save: it cannot be toggled or edited yet.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enable Rule' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit Birthday EMAIL' }).disabled).toBe(
      true,
    );

    release();
    const enable = screen.getByRole<HTMLButtonElement>('button', { name: 'Enable Rule' });
    await eventually(() => expect(enable.disabled).toBe(false));
    fireEvent.click(enable);
    await eventually(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.variables).toMatchObject({
      emailSettings: { type: 'BIRTHDAY', enabled: true, subject: NEW_SUBJECT },
    });
  });

  it('puts a merge field where the caret is in the template, not at its end', async () => {
    const test = createTestClient({
      ...startUpAnswers(),
      CorrespondenceRules: rules(OLD_SUBJECT),
      CorrespondencePreview: {
        data: {
          previewCorrespondence: {
            memberFirstName: 'Scott',
            memberLastName: 'Clarke',
            subject: 'Happy birthday, Scott!',
            body: '<p>Hello Scott</p>',
          },
          correspondenceRuleAudience: { count: 1, firstNames: ['Scott'] },
        },
      },
    });
    const { runtime } = fakeRuntime(test.client);
    renderApp({ path: '/branch/wlg/correspondence', runtime: { status: 'ready', runtime } });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    const template = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Email template' });
    // The caret after "<p>Hello ", before the first name.
    template.setSelectionRange(9, 9);
    fireEvent.click(within(dialog).getByRole('button', { name: '{{lastName}}' }));
    expect(template.value).toBe('<p>Hello {{lastName}}{{firstName}}</p>');
  });

  it('says in place that the rules could not be read, and leaves no permission to the no-permission page', async () => {
    const failing = createTestClient({
      ...startUpAnswers(),
      CorrespondenceRules: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    });
    const { runtime } = fakeRuntime(failing.client);
    const { unmount } = renderApp({
      path: '/branch/wlg/correspondence',
      runtime: { status: 'ready', runtime },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(RULES_LOAD_FAILED);
    expect(screen.getByRole('heading', { name: 'Correspondence' })).toBeTruthy();
    unmount();

    const denied = createTestClient({
      ...startUpAnswers(),
      CorrespondenceRules: {
        errors: [{ message: 'Access denied', extensions: { code: 'BRANCH_ACCESS_DENIED' } }],
      },
    });
    renderApp({
      path: '/branch/wlg/correspondence',
      runtime: { status: 'ready', runtime: fakeRuntime(denied.client).runtime },
    });
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeTruthy();
    expect(screen.queryByText(RULES_LOAD_FAILED)).toBeNull();
  });
});
