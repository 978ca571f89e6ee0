// Test helpers for the chat screens: conversations and messages as the server answers
// them, a fetch stub that sees the URL and the body, and the chat routes in their shell.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { memoryRouter } from '../../test/memoryRouter';
import type { ChatItem, Chats, ChatWith, Message, MessagePage } from '../../api/chats';
import type { Settings } from '../../api/site';
import { siteKeys, settingsParams } from '../../queries/site';
import { SiteStateProvider } from '../../queries/SiteStateProvider';
import { testCompany, testI18n, testSettings } from '../../test/render';
import { testCard } from '../members/testing';
import { ChatShell } from './ChatShell';
import { ChatsPage } from './ChatsPage';
import { ConversationPage } from './ConversationPage';
import { MemberChatPage } from './MemberChatPage';

export function testMessage(overrides: Partial<Message> = {}): Message {
  return { id: 1, conversation: 30, sender: 5, mine: false, text: 'Hi there!', created_at: '2026-11-23T10:00:00Z', status: 'read', ...overrides };
}

export function testChatItem(overrides: Partial<ChatItem> = {}): ChatItem {
  const last = testMessage();
  return { conversation: 30, profile: testCard({ id: 5, name: 'Lotte' }), num_unread_messages: 0, last_message: last, updated_at: last.created_at, ...overrides };
}

/** testChats builds the list answer; the unread total is the sum of the items'. */
export function testChats(chats: ChatItem[]): Chats {
  return { chats, next: null, unread_messages: chats.reduce((n, c) => n + c.num_unread_messages, 0), conversations_used: chats.length, conversations_free: 2 };
}

export function testMessagePage(messages: Message[], overrides: Partial<MessagePage> = {}): MessagePage {
  return { messages, more: false, history_hidden: false, history_limit: 50, profile: testCard({ id: 5, name: 'Lotte' }), message_cost: 1, message_length: 1000, ...overrides };
}

export function testChatWith(overrides: Partial<ChatWith> = {}): ChatWith {
  return { conversation: null, profile: testCard({ id: 5, name: 'Lotte' }), message_cost: 1, message_length: 1000, can_start: true, refusal: null, ...overrides };
}

/** stubChatApi answers fetch from a table of "METHOD /path" handlers (see stubApi). */
export { stubApi as stubChatApi, callsTo } from '../../test/stubApi';

/** renderChat renders the chat routes in their shell at path "at", as the app's router does. */
export function renderChat(at: string, { settings = testSettings() }: { settings?: Settings } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteKeys.settings(settingsParams()), settings);
  queryClient.setQueryData(siteKeys.companyInfo(location.hostname), testCompany);
  const { router, element } = memoryRouter(
    [
      {
        element: <ChatShell />,
        children: [
          { path: '/chats', element: <ChatsPage />, handle: { name: 'chats', layout: 'chat' } },
          { path: '/chats/:id', element: <ConversationPage />, handle: { name: 'chats-id', layout: 'chat' } },
          { path: '/members/:id/chat', element: <MemberChatPage />, handle: { name: 'members-id-chat', layout: 'chat' } },
        ],
      },
      { path: '/login', element: <p>Log in</p> },
      { path: '/members', element: <p>Member search</p> },
      { path: '/members/:id', element: <p>A profile</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n()}>
        <SiteStateProvider>
          {element}
        </SiteStateProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
