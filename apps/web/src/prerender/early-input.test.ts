import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input.js';

const MARKUP =
  '<header><a href="/about">About</a></header><main><p>Hi</p><button>Open</button></main>';

afterEach(() => {
  releaseEarlyInput();
  document.body.innerHTML = '';
});

describe('input on a pre-rendered page before the app starts (decision 0046)', () => {
  it('holds a click and the focus, then gives them to the same element of the app’s screen', () => {
    document.body.innerHTML = `<div id="root">${MARKUP}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    holdEarlyInput(root);

    const drawn = root.querySelector('button') as HTMLButtonElement;
    drawn.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    drawn.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    // The app draws the same markup with its own elements.
    root.innerHTML = MARKUP;
    const own = root.querySelector('button') as HTMLButtonElement;
    const onClick = vi.fn();
    own.addEventListener('click', onClick);
    releaseEarlyInput();

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(own);
    // Released: later clicks are the app's own.
    own.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone, and holds nothing on a page the server did not draw', () => {
    document.body.innerHTML = `<div id="root">${MARKUP}</div><div id="empty"></div>`;
    holdEarlyInput(document.getElementById('root') as HTMLElement);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    releaseEarlyInput();

    const empty = document.getElementById('empty') as HTMLElement;
    holdEarlyInput(empty);
    empty.innerHTML = '<button>Later</button>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    empty.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
