import { describe, expect, it } from 'vitest';
import { testChatItem, testChats, testMessage, testMessagePage } from '../features/chat/testing';
import { chatsOf, messagesOf, unreadOf, withChatRead, withMessage, withoutChat, type ChatPages, type MessagePages } from './chatPages';

const m = (id: number) => testMessage({ id, text: `m${id}` });
const pages = (...p: number[][]): MessagePages => ({ pages: p.map((ids) => testMessagePage(ids.map(m))), pageParams: p.map(() => undefined) });

describe('messagesOf', () => {
  it('lists the pages oldest first, each message once', () => {
    expect(messagesOf(pages([4, 5, 6], [1, 2, 3, 4])).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(messagesOf(undefined)).toEqual([]);
  });
});

describe('withMessage', () => {
  it('adds a sent message to the newest page once', () => {
    const once = withMessage(pages([1, 2]), m(3));
    expect(messagesOf(once).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(withMessage(once, m(3))).toBe(once);
  });
});

describe('the list after deleting or reading', () => {
  const a = testChatItem({ conversation: 1, num_unread_messages: 2 });
  const b = testChatItem({ conversation: 2, num_unread_messages: 3 });
  // Two pages, each with the totals over both.
  const two: ChatPages = { pages: [{ ...testChats([a]), unread_messages: 5, next: 'c1' }, { ...testChats([b]), unread_messages: 5 }], pageParams: [undefined, 'c1'] };
  it('chatsOf joins the pages, unreadOf takes the totals', () => {
    expect(chatsOf(two).map((c) => c.conversation)).toEqual([1, 2]);
    expect(unreadOf(two)).toBe(5);
    expect(unreadOf(undefined)).toBe(0);
  });
  it('withoutChat drops the conversation and its unread messages', () => {
    const after = withoutChat(two, 2);
    expect(chatsOf(after).map((c) => c.conversation)).toEqual([1]);
    expect(unreadOf(after)).toBe(2);
  });
  it('withChatRead sets its unread count to 0', () => {
    const after = withChatRead(two, 1);
    expect(chatsOf(after).map((c) => c.num_unread_messages)).toEqual([0, 3]);
    expect(unreadOf(after)).toBe(3);
  });
});
