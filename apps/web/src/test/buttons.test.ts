import { createElement } from 'react';
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { findButton, getAllButtons, getButton, queryAllButtons, queryButton } from './buttons';

const page = (html: string) => {
  document.body.innerHTML = html;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('button lookups', () => {
  it('matches a string exactly and a RegExp by test, on the collapsed text', () => {
    page(`
      <button id="save">  Save
        </button>
      <button id="saveAll">Save all</button>
      <div role="button" id="add"><span role="img" aria-label="plus"></span> Add </div>
    `);
    expect(getButton('Save').id).toBe('save');
    expect(getButton('Save all').id).toBe('saveAll');
    expect(queryButton('Sav')).toBeNull();
    expect(getButton(/Add/).id).toBe('add');
    expect(getButton('Add').id).toBe('add');
    expect(getAllButtons(/^Save/).map((b) => b.id)).toEqual(['save', 'saveAll']);
    // A global RegExp keeps state between test() calls; the lookup must not depend on it.
    page('<button id="only">Save all</button>');
    const global = /^Save all$/g;
    expect(getButton(global).id).toBe('only');
    expect(getButton(global).id).toBe('only');
  });

  it('names a button by its aria-label first, so an icon button without one is not found', () => {
    page(`
      <button id="close" aria-label="Close"><span>x</span></button>
      <button id="icon"><svg></svg></button>
    `);
    expect(getButton('Close').id).toBe('close');
    expect(queryButton('x')).toBeNull();
    expect(queryAllButtons(/./)).toHaveLength(1);
  });

  it("finds antd's spaced CJK label ('保 存') by the plain word", () => {
    render(createElement(Button, null, '保存'));
    const button = getButton('保存');
    // The premise: antd really does put the space in.
    expect(button.textContent).toBe('保 存');
    expect(getButton(/^保存$/)).toBe(button);
    expect(getButton('保 存')).toBe(button);
  });

  it('keeps disabled buttons and skips hidden ones', () => {
    page(`
      <button id="off" disabled>Delete</button>
      <div aria-hidden="true"><button>Delete</button></div>
      <div hidden><button>Delete</button></div>
      <section style="display: none"><div><button>Delete</button></div></section>
      <button style="display:none">Delete</button>
      <button hidden>Delete</button>
      <div aria-hidden="false"><button id="shown">Edit</button></div>
    `);
    expect(getButton('Delete').id).toBe('off');
    expect(getButton('Delete')).toBeDisabled();
    expect(getButton('Edit').id).toBe('shown');
  });

  it('searches only inside the container given', () => {
    page(`
      <div id="a"><button id="a1">OK</button></div>
      <div id="b"><button id="b1">OK</button></div>
    `);
    expect(getButton('OK', document.getElementById('b')!).id).toBe('b1');
    expect(queryButton('Cancel', document.getElementById('a')!)).toBeNull();
  });

  it('throws, naming the wanted name and the buttons found, when there is none', () => {
    page('<button>Save</button><button aria-label="Close">x</button>');
    expect(() => getButton('Submit')).toThrow(/Unable to find a button named "Submit"\. Shown buttons here: "Save", "Close"\./);
    expect(() => getAllButtons(/Submit/)).toThrow(/Unable to find a button named \/Submit\//);
    page('<div></div>');
    expect(() => getButton('Submit')).toThrow('There are no shown buttons here.');
  });

  it('throws when several buttons carry the name, for get and query alike', () => {
    page('<button>Archive</button><button>Archive</button><button>Edit</button>');
    expect(() => getButton('Archive')).toThrow(/Found 2 buttons named "Archive"; expected one\. Shown buttons here: "Archive", "Archive"\./);
    expect(() => queryButton('Archive')).toThrow(/Found 2 buttons/);
    expect(getAllButtons('Archive')).toHaveLength(2);
  });

  it('waits for a button to appear', async () => {
    page('<div id="root"></div>');
    setTimeout(() => {
      document.getElementById('root')!.innerHTML = '<button id="late">Go</button>';
    }, 20);
    expect((await findButton('Go')).id).toBe('late');
  });
});
