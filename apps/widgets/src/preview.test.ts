import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPreviewChannel, type PreviewChannel, previewRoot } from './preview';
import { leadersContent, payload } from './test-payloads';

let channel: PreviewChannel | null = null;

afterEach(() => {
  channel?.stop();
  channel = null;
  document.body.innerHTML = '';
  document.body.style.margin = '';
});

function send(data: unknown, source: unknown) {
  const event = new Event('message');
  Object.defineProperties(event, { data: { value: data }, source: { value: source } });
  window.dispatchEvent(event);
}

const framingConsole = () =>
  ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };

describe('previewRoot', () => {
  it("takes the page's preview root, else adds one, and removes the body margin", () => {
    const existing = document.createElement('main');
    existing.setAttribute('data-eua-preview-root', '');
    document.body.appendChild(existing);
    expect(previewRoot()).toBe(existing);
    expect(document.body.style.margin).toBe('0px');
    existing.remove();
    const added = previewRoot();
    expect(added.parentElement).toBe(document.body);
    expect(added.hasAttribute('data-eua-preview-root')).toBe(true);
  });
});

describe('openPreviewChannel', () => {
  it('renders the payloads the framing console posts, and nothing else', () => {
    const parent = framingConsole();
    const render = vi.fn();
    channel = openPreviewChannel(parent, render);
    const p = payload(leadersContent());
    send({ type: 'eua:preview:render', payload: p }, parent);
    send({ type: 'eua:preview:render', payload: p }, window);
    send({ type: 'eua:preview:render', payload: p }, null);
    send({ type: 'eua:preview:render', payload: 'not a payload' }, parent);
    send({ type: 'something-else', payload: p }, parent);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(p);
  });

  it('posts its messages and its height to the console, to any origin', () => {
    const parent = framingConsole();
    channel = openPreviewChannel(parent, vi.fn());
    channel.post({ type: 'eua:preview:season', seasonId: 's1' });
    channel.postSize();
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'eua:preview:season', seasonId: 's1' }, '*'],
      [{ type: 'eua:preview:size', height: expect.any(Number) }, '*'],
    ]);
  });

  it('posts nothing when the page is not framed, and stops listening when stopped', () => {
    const post = vi.spyOn(window, 'postMessage');
    const render = vi.fn();
    channel = openPreviewChannel(window, render);
    channel.post({ type: 'eua:preview:ready' });
    expect(post).not.toHaveBeenCalled();
    const parent = framingConsole();
    const stopped = openPreviewChannel(parent, render);
    stopped.stop();
    send({ type: 'eua:preview:render', payload: payload(leadersContent()) }, parent);
    expect(render).not.toHaveBeenCalled();
    post.mockRestore();
  });
});
