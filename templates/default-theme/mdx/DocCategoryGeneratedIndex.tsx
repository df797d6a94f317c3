import DocCardList from '@theme/DocCardList';

/**
 * A category's generated index below its title (`link: {type: generated-index}`): its description, then a card for
 * each of its items, which are the current category's on its page.
 */
export default function DocCategoryGeneratedIndex({ description }: { description?: string }) {
  return (
    <>
      {description && <p>{description}</p>}
      <DocCardList />
    </>
  );
}
