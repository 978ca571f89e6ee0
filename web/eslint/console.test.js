import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { consolePlugin } from './console.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('console/separate-console', consolePlugin.rules['separate-console'], {
  valid: [
    { filename: '/w/web/src/admin/screens/LoginPage.tsx', code: "import { api } from '../../api/client';" },
    { filename: '/w/web/src/admin/screens/LoginPage.tsx', code: "import { languages } from '../../i18n/languages';" },
    { filename: '/w/web/src/admin/screens/LoginPage.tsx', code: "import { getCookie } from '../../lib/cookies';" },
    { filename: '/w/web/src/admin/screens/LoginPage.tsx', code: "import { x } from '../components/ReasonDialog';" },
    { filename: '/w/web/src/features/chat/ChatShell.tsx', code: "import { x } from '../../components/Brand';" },
  ],
  invalid: [
    { filename: '/w/web/src/features/chat/ChatShell.tsx', code: "import { x } from '../../admin/api/staff';", errors: [{ messageId: 'intoConsole' }] },
    { filename: '/w/web/src/app/router.tsx', code: "const A = import('../admin/router');", errors: [{ messageId: 'intoConsole' }] },
    { filename: '/w/web/src/admin/screens/MemberPage.tsx', code: "import { x } from '../../features/members/MemberCard';", errors: [{ messageId: 'membersCode' }] },
    { filename: '/w/web/src/admin/main.tsx', code: "import { routes } from '../app/router';", errors: [{ messageId: 'membersCode' }] },
    { filename: '/w/web/src/admin/main.tsx', code: "export { y } from '../components/Brand';", errors: [{ messageId: 'membersCode' }] },
  ],
});
