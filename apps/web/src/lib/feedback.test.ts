import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback, feedback, type Feedback } from './feedback';
import { useSession } from './session';

function fakeFeedback(): Feedback {
  return { message: { error: vi.fn(), success: vi.fn(), warning: vi.fn() }, modal: { warning: vi.fn(), confirm: vi.fn() } };
}

const unbinds: Array<() => void> = [];
afterEach(() => {
  for (const unbind of unbinds.splice(0)) unbind();
  useSession.setState({ phase: 'anonymous' });
});

describe('feedback outside React', () => {
  it('uses the console’s bound instances', () => {
    const consoleFeedback = fakeFeedback();
    unbinds.push(bindFeedback(consoleFeedback));
    feedback().message.success('Saved');
    expect(consoleFeedback.message.success).toHaveBeenCalledWith('Saved');
  });

  it('holds what a signed-in session raises until its console binds (the greeting after a sign-in)', () => {
    useSession.setState({ phase: 'ready' });
    feedback().message.success('Good morning');
    const consoleFeedback = fakeFeedback();
    unbinds.push(bindFeedback(consoleFeedback));
    expect(consoleFeedback.message.success).toHaveBeenCalledWith('Good morning');
  });

  it('shows a signed-out page’s toast with antd’s static functions, loaded with it', async () => {
    const { default: message } = await import('antd/es/message');
    const shown = vi.spyOn(message, 'error').mockImplementation(() => (() => undefined) as never);
    feedback().message.error('Network error');
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('Network error'));
    shown.mockRestore();
  });

  it('stops using instances once they unbind', () => {
    const consoleFeedback = fakeFeedback();
    bindFeedback(consoleFeedback)();
    useSession.setState({ phase: 'ready' });
    feedback().message.warning('Later');
    expect(consoleFeedback.message.warning).not.toHaveBeenCalled();
    const next = fakeFeedback();
    unbinds.push(bindFeedback(next));
    expect(next.message.warning).toHaveBeenCalledWith('Later');
  });
});
