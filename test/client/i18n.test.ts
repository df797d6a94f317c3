import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pluralMessage } from '../../src/shared/plural-message.js';
import { loadThemeStrings, themeStrings } from '../../src/i18n/theme-strings.js';

const READING_TIME = 'theme.blog.post.readingTime.plurals';

test('a plural message takes the form of its language’s plural category for the count', async () => {
  await loadThemeStrings(['ru', 'ar', 'he', 'ja', 'pl']);
  const read = (locale: string, minutes: number) =>
    pluralMessage(themeStrings(locale)[READING_TIME]!, minutes, locale).replace('{readingTime}', String(minutes));
  assert.deepEqual(
    [1, 3, 5, 21].map((n) => read('ru', n)),
    ['1 минута чтения', '3 минуты чтения', '5 минут чтения', '21 минута чтения'],
  );
  assert.deepEqual(
    [1, 2, 4, 12].map((n) => read('pl', n)),
    ['1 minuta czytania', '2 minuty czytania', '4 minuty czytania', '12 minut czytania'],
  );
  assert.deepEqual(
    [0, 1, 2, 3, 11, 100].map((n) => read('ar', n)),
    [
      'قراءة في أقل من دقيقة',
      'قراءة في دقيقة واحدة',
      'قراءة في دقيقتين',
      'قراءة في 3 دقائق',
      'قراءة في 11 دقيقة',
      'قراءة في 100 دقيقة',
    ],
  );
  assert.deepEqual(
    [1, 2, 7].map((n) => read('he', n)),
    ['דקת קריאה אחת', 'שתי דקות קריאה', '7 דקות קריאה'],
  );
  assert.equal(read('ja', 1), '約 1 分で読めます');
  // A message of one form is that form, whatever the count.
  assert.equal(pluralMessage('{n} min read', 1, 'en'), '{n} min read');
});
