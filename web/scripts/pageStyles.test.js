import { describe, expect, it } from 'vitest';
import { pageStyles, withStylesheets } from './pageStyles.mjs';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_gift-1.js': { file: 'assets/gift-1.js', imports: ['_react-1.js', '_modal-1.js'], css: ['assets/gift-1.css'] },
  '_modal-1.js': { file: 'assets/modal-1.js', css: ['assets/modal-1.css', 'assets/index-1.css'] },
  'src/features/members/MemberPage.tsx': { file: 'assets/MemberPage-1.js', imports: ['_react-1.js', 'index.html', '_gift-1.js'] },
  'src/features/members/MembersPage.tsx': { file: 'assets/MembersPage-1.js', imports: ['index.html'] },
};

describe('pageStyles', () => {
  it("lists the stylesheets of the screen and what it imports, less the entry's", () => {
    expect(pageStyles(manifest, 'src/features/members/MemberPage.tsx')).toEqual(['/assets/gift-1.css', '/assets/modal-1.css']);
    expect(pageStyles(manifest, 'src/features/members/MembersPage.tsx')).toEqual([]);
  });

  it('fails when the build has no such screen', () => {
    expect(() => pageStyles(manifest, 'src/features/landing/LandingPage.tsx')).toThrow(/LandingPage/);
  });
});

describe('withStylesheets', () => {
  it("puts the links after the page's stylesheet", () => {
    const html = '<head><link rel="modulepreload" href="/assets/react-1.js">\n<link rel="stylesheet" href="/assets/index-1.css"></head>';
    expect(withStylesheets(html, ['/assets/gift-1.css'])).toBe(
      '<head><link rel="modulepreload" href="/assets/react-1.js">\n<link rel="stylesheet" href="/assets/index-1.css">\n    <link rel="stylesheet" crossorigin href="/assets/gift-1.css"></head>',
    );
    expect(withStylesheets(html, [])).toBe(html);
  });
});
