import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { layersPlugin } from './layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layers/no-upward-imports', layersPlugin.rules['no-upward-imports'], {
  valid: [
    { filename: '/w/web/src/features/chat/ChatShell.tsx', code: "import { x } from '../../components/Brand';" },
    { filename: '/w/web/src/features/chat/ChatShell.tsx', code: "import { x } from './components/ChatSidebar';" },
    { filename: '/w/web/src/app/layouts/TopNav.tsx', code: "const L = import('../../features/likes/LikesNav');" },
    { filename: '/w/web/src/lib/routes.ts', code: "import React from 'react';" },
    { filename: '/w/web/src/queries/chats.ts', code: "import { get } from '../api/client';" },
  ],
  invalid: [
    { filename: '/w/web/src/components/Footer.tsx', code: "import { routeInfo } from '../app/routeInfo';", errors: [{ messageId: 'upward' }] },
    { filename: '/w/web/src/lib/chats.ts', code: "import { chatsOf } from '../api/chats';", errors: [{ messageId: 'upward' }] },
    { filename: '/w/web/src/components/TopNav.tsx', code: "const L = import('../features/likes/LikesNav');", errors: [{ messageId: 'upward' }] },
    { filename: '/w/web/src/queries/x.ts', code: "export { y } from '../components/y';", errors: [{ messageId: 'upward' }] },
  ],
});
