/*
 * The default theme's own translations (issue #33): each language's table has every id the theme's English text
 * uses, with the same placeholders, and one form per plural category of its language where the id is a plural.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_THEME_DIR } from '../../src/bundle/theme-files.js';
import { extractMessages } from '../../src/i18n/extract-messages.js';
import { THEME_LANGUAGES, loadThemeStrings, themeStrings } from '../../src/i18n/theme-strings.js';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Ids the build writes into the blog's pages (src/sources/blog), which no template of the theme names. */
const BUILT_MESSAGES: Record<string, { message: string }> = {
  'theme.blog.archive.title': { message: 'Archive' },
  'theme.blog.authorsList.pageTitle': { message: 'Authors' },
  'theme.blog.paginator.newerEntries': { message: 'Newer entries' },
  'theme.blog.paginator.olderEntries': { message: 'Older entries' },
  'theme.blog.paginator.navAriaLabel': { message: 'Blog list page navigation' },
  'theme.blog.post.plurals': { message: 'One post|{count} posts' },
  'theme.blog.post.readMoreLabel': { message: 'Read more about {title}' },
  'theme.blog.tagTitle': { message: '{nPosts} tagged with "{tagName}"' },
  'theme.tags.tagsPageLink': { message: 'View all tags' },
  'theme.tags.tagsPageTitle': { message: 'Tags' },
};

test('the theme ships in at least 20 languages, each table with every id of the theme', async () => {
  const english = { ...(await extractMessages(process.cwd(), [DEFAULT_THEME_DIR])).entries, ...BUILT_MESSAGES };
  assert.ok(Object.keys(english).length > 70);
  assert.ok(THEME_LANGUAGES.length >= 20, THEME_LANGUAGES.join(', '));
  await loadThemeStrings(THEME_LANGUAGES);
  for (const language of THEME_LANGUAGES) {
    const table = themeStrings(language);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.length;
    for (const [id, { message }] of Object.entries(english)) {
      const text = table[id];
      assert.ok(text, `${language}: no "${id}"`);
      if (id.endsWith('.plurals')) {
        const forms = text.split('|');
        assert.equal(forms.length, categories, `${language}: "${id}" has a form per plural category`);
        // Forms for one or two may spell the number out; the general one shows it.
        assert.deepEqual(placeholders(forms.at(-1)!), placeholders(message), `${language}: "${id}"`);
      } else assert.deepEqual(placeholders(text), placeholders(message), `${language}: the placeholders of "${id}"`);
    }
    // The copy button shows its label and is named by the longer text: the name holds what it shows (axe's rule).
    const [label, name] = [table['theme.code.copyLabel']!, table['theme.code.copy']!];
    assert.ok(name.toLowerCase().includes(label.toLowerCase()), `${language}: "${name}" holds "${label}"`);
  }
});

test('a locale reads its language’s table, by region too', async () => {
  await loadThemeStrings(['ar-EG', 'uk', 'sw']);
  assert.equal(themeStrings('ar')['theme.TOC.title'], 'في هذه الصفحة');
  assert.equal(themeStrings('ar-EG')['theme.docs.paginator.next'], 'التالي');
  assert.equal(themeStrings('uk')['theme.docs.paginator.next'], 'Наступна');
  assert.deepEqual(themeStrings('sw'), {});
});
