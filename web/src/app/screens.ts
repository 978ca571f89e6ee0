import type { ComponentType } from 'react';
import { afterLoadIdle } from '../lib/afterLoadIdle';
import { billingNamespaces } from '../features/billing/i18n';
import type { PrefetchRequest } from './prefetchFiles';
import { prefetchListId } from './prefetchListId';

// screens maps every route name of paths.json to its lazily loaded screen, so that
// each screen is its own chunk.
type ScreenLoader = () => Promise<{ Component: ComponentType }>;

const staticPage: ScreenLoader = () => import('../features/pages/StaticPage').then((m) => ({ Component: m.StaticPage }));

export const screens: Record<string, ScreenLoader> = {
  index: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
  'lang-config': () => import('../features/langconfig/LangConfigPage').then((m) => ({ Component: m.LangConfigPage })),
  login: () => import('../features/account/LoginPage').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('../features/account/SignupPage').then((m) => ({ Component: m.SignupPage })),
  'activate-done': () => import('../features/account/ActivatePage').then((m) => ({ Component: m.ActivatePage })),
  'activate-error': () => import('../features/account/ActivatePage').then((m) => ({ Component: m.ActivateErrorPage })),
  'complete-signup': () => import('../features/account/CompleteSignupPage').then((m) => ({ Component: m.CompleteSignupPage })),
  'reset-password': () => import('../features/account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  'reset-password-do': () => import('../features/account/ResetPasswordDoPage').then((m) => ({ Component: m.ResetPasswordDoPage })),
  'mail-change-do': () => import('../features/account/MailChangePage').then((m) => ({ Component: m.MailChangePage })),
  'mail-change-undo': () => import('../features/account/MailChangeUndoPage').then((m) => ({ Component: m.MailChangeUndoPage })),
  'account-deleted': () => import('../features/account/AccountDeletedPage').then((m) => ({ Component: m.AccountDeletedPage })),
  profile: () => import('../features/account/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  notifications: () => import('../features/notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  'pages-terms': staticPage,
  'pages-privacy': staticPage,
  'pages-cookies': staticPage,
  'pages-ban': staticPage,
  'pages-return-policy': staticPage,
  'pages-service': staticPage,
  'pages-faq': staticPage,
  members: () => import('../features/members/MembersPage').then((m) => ({ Component: m.MembersPage })),
  'members-id': () => import('../features/members/MemberPage').then((m) => ({ Component: m.MemberPage })),
  'signup-matches': () => import('../features/members/SignupMatchesPage').then((m) => ({ Component: m.SignupMatchesPage })),
  'match-finder': () => import('../features/matchfinder/MatchFinderPage').then((m) => ({ Component: m.MatchFinderPage })),
  'swipe-game': () => import('../features/swipe/SwipeGamePage').then((m) => ({ Component: m.SwipeGamePage })),
  likes: () => import('../features/likes/LikesPage').then((m) => ({ Component: m.LikesPage })),
  'likes-type': () => import('../features/likes/LikesPage').then((m) => ({ Component: m.LikesTypePage })),
  'likes-m-id': () => import('../features/likes/LikeMemberPage').then((m) => ({ Component: m.LikeMemberPage })),
  chats: () => import('../features/chat/ChatsPage').then((m) => ({ Component: m.ChatsPage })),
  'chats-id': () => import('../features/chat/ConversationPage').then((m) => ({ Component: m.ConversationPage })),
  'members-id-chat': () => import('../features/chat/MemberChatPage').then((m) => ({ Component: m.MemberChatPage })),
  credits: () => import('../features/billing/CreditsPage').then((m) => ({ Component: m.CreditsPage })),
  'credits-repeat-order': () => import('../features/billing/RepeatOrderPage').then((m) => ({ Component: m.RepeatOrderPage })),
  'credits-id-paymentmethod': () => import('../features/billing/PaymentPage').then((m) => ({ Component: m.PaymentPage })),
  directdebit: () => import('../features/billing/DirectDebitPage').then((m) => ({ Component: m.DirectDebitPage })),
  transactions: () => import('../features/billing/TransactionsPage').then((m) => ({ Component: m.TransactionsPage })),
  'transactions-id': () => import('../features/billing/TransactionPage').then((m) => ({ Component: m.TransactionPage })),
  premium: () => import('../features/billing/PremiumPage').then((m) => ({ Component: m.PremiumPage })),
  pricing: () => import('../features/billing/PricingPage').then((m) => ({ Component: m.PricingPage })),
  complaints: () => import('../features/complaints/ComplaintsPage').then((m) => ({ Component: m.ComplaintsPage })),
};

// screenNamespaces are the translation namespaces a screen shows beyond common: they load
// with the screen's code. One that loaded only when a later render needed it (the like
// button's `likes` on the first card, a form's `errors`) would suspend the page after it
// has shown: React hides a shown page behind its fallback until it arrives (issue 22), and
// Preact's runtime also ends the page's effects while it is hidden, a mutation's
// subscription with them (the confirmation of a link would never show).
const withCards = ['members', 'profile', 'likes'];
const likesScreen = ['likes', 'members'];
const chatScreen = ['chat', 'gifts', 'members', 'errors'];
const accountScreen = ['account', 'errors'];
const billingScreen = [...billingNamespaces];
const staticScreen = ['pages'];
export const screenNamespaces: Record<string, string[]> = {
  login: accountScreen,
  signup: accountScreen,
  'activate-done': accountScreen,
  'activate-error': accountScreen,
  'complete-signup': accountScreen,
  'reset-password': accountScreen,
  'reset-password-do': accountScreen,
  'mail-change-do': accountScreen,
  'mail-change-undo': accountScreen,
  'account-deleted': accountScreen,
  profile: ['profile', ...accountScreen],
  notifications: ['notifications', 'errors'],
  members: withCards,
  'members-id': [...withCards, 'gifts'],
  'signup-matches': [...withCards, 'account'],
  'match-finder': ['matchfinder', ...withCards],
  'swipe-game': ['swipe', ...withCards],
  likes: likesScreen,
  'likes-type': likesScreen,
  'likes-m-id': [...likesScreen, 'profile'],
  chats: chatScreen,
  'chats-id': chatScreen,
  'members-id-chat': chatScreen,
  credits: billingScreen,
  'credits-repeat-order': billingScreen,
  'credits-id-paymentmethod': billingScreen,
  directdebit: billingScreen,
  transactions: billingScreen,
  'transactions-id': billingScreen,
  premium: billingScreen,
  pricing: billingScreen,
  complaints: ['complaints', 'errors'],
  'pages-terms': staticScreen,
  'pages-privacy': staticScreen,
  'pages-cookies': staticScreen,
  'pages-ban': staticScreen,
  'pages-return-policy': staticScreen,
  'pages-service': staticScreen,
  'pages-faq': staticScreen,
};

// prefetchScreens downloads the screens' files into the browser's cache once the page
// has loaded and the browser is idle (waiting at most 2000 ms, SPEC §9), so that later
// navigation is instant: a visitor's browser the screens a visitor can open, a member's
// all of them. It runs none of their code: index.html lists the files
// (vite/screenPrefetch.ts) and a worker fetches them, a few at a time so as not to crowd
// a phone's connection (prefetchWorker.ts). Importing each screen instead evaluated its
// code and applied its styles, a long task per screen on a phone; a `<link
// rel="prefetch">` per file still cost the main thread a task each (issue 22). Returns a
// function that stops it.
export const prefetchIdleTimeoutMs = 2000;
/** prefetchParallel is how many files download at once. */
export const prefetchParallel = 3;

export function prefetchScreens(member = false): () => void {
  const files = prefetchList(member);
  if (files.length === 0 || typeof Worker === 'undefined') return () => undefined;
  let worker: Worker | undefined;
  const start = () => {
    worker = new Worker(new URL('./prefetchWorker.ts', import.meta.url), { type: 'module' });
    worker.postMessage({ files, parallel: prefetchParallel } satisfies PrefetchRequest);
  };
  // After the page's own files and first photos (its load event): the worker's requests
  // would otherwise share a phone's line with them, where a link's prefetch waited its turn.
  const cancel = afterLoadIdle(start, { timeoutMs: prefetchIdleTimeoutMs, fallbackMs: prefetchIdleTimeoutMs });
  return () => {
    cancel();
    worker?.terminate();
  };
}

const fileList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string') : []);

/**
 * prefetchList reads index.html's lists of the screens' files (none in development): the
 * visitor's screens, and for a member the members' screens after them.
 */
function prefetchList(member: boolean): string[] {
  const text = document.getElementById(prefetchListId)?.textContent;
  if (!text) return [];
  try {
    const lists: unknown = JSON.parse(text);
    if (typeof lists !== 'object' || lists === null) return [];
    const { visitor, member: members } = lists as Record<string, unknown>;
    return member ? [...fileList(visitor), ...fileList(members)] : fileList(visitor);
  } catch {
    return [];
  }
}
