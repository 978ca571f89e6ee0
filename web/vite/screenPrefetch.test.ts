import { describe, expect, it } from 'vitest';
import { prefetchFiles, visitorScreens } from './screenPrefetch';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = [], facade = `/app/src/${fileName}.tsx`) => ({
  fileName,
  imports,
  dynamicImports,
  facadeModuleId: facade,
  viteMetadata: { importedCss: new Set(css) },
});

describe('prefetchFiles', () => {
  it("lists the lazy screens' chunks, their imports and styles, less what the entry loads and the translations", () => {
    const entry = chunk('assets/index.js', ['assets/react.js'], ['assets/Members.js', 'assets/Chat.js', 'assets/en-common.js'], ['assets/index.css']);
    const bundle = {
      'assets/index.js': entry,
      'assets/react.js': chunk('assets/react.js'),
      'assets/Members.js': chunk('assets/Members.js', ['assets/react.js', 'assets/Card.js'], [], ['assets/Members.css', 'assets/index.css']),
      'assets/Card.js': chunk('assets/Card.js', ['assets/react.js']),
      'assets/Chat.js': chunk('assets/Chat.js', ['assets/Card.js']),
      'assets/en-common.js': chunk('assets/en-common.js', [], [], [], '/app/src/locales/en/common.json'),
      'assets/logo.svg': { type: 'asset' as const },
    };
    expect(prefetchFiles(bundle, entry, /Members/)).toEqual({
      visitor: ['/assets/Card.js', '/assets/Members.css', '/assets/Members.js'],
      // What a visitor's screen fetches is not listed again for the members.
      member: ['/assets/Chat.js'],
    });
  });

  it("puts the screens a visitor can open in the visitor's list, the members' own in the other", () => {
    const visitor = [
      'features/landing/LandingPage',
      'features/account/LoginPage',
      'features/account/SignupPage',
      'features/account/ResetPasswordDoPage',
      'features/pages/StaticPage',
      'features/members/MembersPage',
      'features/members/MemberPage',
      'features/billing/PricingPage',
      'features/complaints/ComplaintsPage',
    ];
    const member = ['features/account/ProfilePage', 'features/chat/ChatsPage', 'features/likes/LikesPage', 'features/billing/CreditsPage', 'features/swipe/SwipeGamePage', 'app/layouts/ChatLayout'];
    for (const m of visitor) expect(visitorScreens.test(`/app/src/${m}.tsx`), m).toBe(true);
    for (const m of member) expect(visitorScreens.test(`/app/src/${m}.tsx`), m).toBe(false);
  });
});
