import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { deferred, errorResponse, jsonResponse, resetAppState } from '@/test/helpers';
import { FakeUploadXhr, serverMedia } from '@/test/media-fixtures';
import { renderBetaTesting, serverFeedback, signIn } from './beta-testing-test-utils';

const form = () => screen.findByRole('form', { name: 'Send feedback' });
const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });
const description = () => screen.getByRole('textbox', { name: 'Description' });
const M1 = '0b5c2a52-7d61-4c3e-9f0a-1a2b3c4d5e6f';
const M2 = '9e8d7c6b-5a49-4382-b716-0f1e2d3c4b5a';
const png = (name = 'screen.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });

describe('/beta-testing: sending feedback', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
    FakeUploadXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
  });

  it('checks every field before anything is sent, each error under its field', async () => {
    const { sent } = renderBetaTesting();
    const user = userEvent.setup();
    await form();

    await user.click(sendButton());
    expect(screen.getByText('Pick what your feedback is about.')).toBeInTheDocument();
    expect(screen.getByText('Tell us what happened or what you would like.')).toBeInTheDocument();
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveAccessibleDescription(/Tell us what happened/);

    await user.type(description(), '   too short  ');
    await user.click(screen.getByRole('radio', { name: 'Design' }));
    expect(screen.queryByText('Pick what your feedback is about.')).toBeNull();
    await user.click(sendButton());
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();

    await user.clear(description());
    await user.click(description());
    await user.paste('x'.repeat(4001));
    expect(screen.getByText('4,001 / 4,000')).toBeInTheDocument();
    await user.click(sendButton());
    expect(screen.getByText('Description must be at most 4000 characters.')).toBeInTheDocument();
    expect(sent('POST', '/api/feedback')).toEqual([]);
  });

  it('sends the category, trimmed description and rating chosen with the keyboard; then thanks and starts afresh', async () => {
    const answer = deferred<Response>();
    let listed = [serverFeedback()];
    const { sent } = renderBetaTesting({
      'GET /api/feedback': () => jsonResponse({ success: true, feedback: listed }),
      'POST /api/feedback': () => answer.promise,
    });
    const user = userEvent.setup();
    await form();
    expect(await screen.findAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Idea' }));
    await user.type(description(), '  Let me loop a section of a track.  ');
    expect(screen.getByText('37 / 4,000')).toBeInTheDocument();
    // The stars are one radio group: Tab in, then the arrow keys choose.
    screen.getByRole('radio', { name: '2 stars' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('Very good')).toBeInTheDocument();

    await user.click(sendButton());
    expect(sent('POST', '/api/feedback')).toEqual([
      {
        category: 'idea',
        description: 'Let me loop a section of a track.',
        rating: 4,
        screenshotMediaId: null,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    const created = serverFeedback({
      feedbackId: 'f9',
      category: 'idea',
      description: 'Let me loop a section of a track.',
    });
    listed = [created, ...listed];
    await act(async () => answer.resolve(jsonResponse({ success: true, feedback: created }, 201)));

    expect(useToastStore.getState().toasts.map((t) => [t.type, t.message])).toContainEqual([
      'success',
      'Thank you! Your feedback was sent.',
    ]);
    expect(description()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Idea' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByText('Let me loop a section of a track.'),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal under its field, or above Send when it is no field's", async () => {
    const refusals = [
      errorResponse(400, 'screenshotMediaId: Choose a screenshot from your own library.'),
      errorResponse(429, 'Too many attempts. Please try again in 59 minutes.'),
    ];
    renderBetaTesting({ 'POST /api/feedback': () => refusals.shift() ?? errorResponse(500, 'No.') });
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByRole('radio', { name: 'Bug' }));
    await user.type(description(), 'The play button does nothing.');
    await user.click(screen.getByRole('radio', { name: '3 stars' }));

    await user.click(sendButton());
    const screenshot = screen.getByRole('group', { name: 'Screenshot (optional)' });
    expect(
      await within(screenshot).findByText('Choose a screenshot from your own library.'),
    ).toBeInTheDocument();

    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 59 minutes.',
    );
    // Nothing was lost.
    expect(description()).toHaveValue('The play button does nothing.');
  });

  it('uploads a private screenshot with a preview, can remove it, and sends the one attached', async () => {
    const { sent } = renderBetaTesting({
      'POST /api/feedback': () => jsonResponse({ success: true, feedback: serverFeedback() }, 201),
    });
    const user = userEvent.setup();
    await form();
    const group = within(screen.getByRole('group', { name: 'Screenshot (optional)' }));

    await user.upload(screen.getByLabelText('Screenshot file'), png('first.png'));
    const first = FakeUploadXhr.requests[0];
    expect(first?.fileName).toBe('first.png');
    // Private: the file stays its owner's alone.
    expect(first?.body?.get('visibility')).toBe('private');
    act(() => first?.progress(30, 100));
    expect(group.getByRole('progressbar', { name: 'Uploading screenshot' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );

    // Sending waits for the upload.
    await user.click(screen.getByRole('radio', { name: 'Design' }));
    await user.type(description(), 'The buttons overlap on my phone.');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(sendButton());
    expect(group.getByText('Wait for the screenshot to finish uploading.')).toBeInTheDocument();

    const uploaded = serverMedia({ mediaId: M1, title: 'first' });
    await act(async () => first?.respond(201, { success: true, media: uploaded }));
    expect(group.getByText('first')).toBeInTheDocument();
    expect(group.queryByRole('progressbar')).toBeNull();

    await user.click(group.getByRole('button', { name: 'Remove screenshot' }));
    expect(group.queryByText('first')).toBeNull();
    await user.upload(screen.getByLabelText('Screenshot file'), png('second.png'));
    const second = serverMedia({ mediaId: M2, title: 'second' });
    await act(async () => FakeUploadXhr.requests[1]?.respond(201, { success: true, media: second }));

    await user.click(sendButton());
    expect(sent('POST', '/api/feedback')).toEqual([
      {
        category: 'design',
        description: 'The buttons overlap on my phone.',
        rating: 2,
        screenshotMediaId: M2,
      },
    ]);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    renderBetaTesting();
    const user = userEvent.setup({ applyAccept: false });
    await form();
    await user.upload(
      screen.getByLabelText('Screenshot file'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(FakeUploadXhr.requests).toHaveLength(0);
    expect(screen.getByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
  });
});
