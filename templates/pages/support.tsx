export const meta = {
  title: 'Support',
  description: 'How craft.js came to be, its licence, and how you can help keep it going.',
};

export default function Support() {
  return (
    <main className="container narrow-page support-page">
      <h1>Support</h1>
      <p>
        Craft.js started in April 2019 as a personal project of Prev Wong: months of experiments with how a page editor
        could be built from React components instead of around them. The repository went public, and the first public
        beta shipped in January 2020. Since then developers from around the world have sent fixes, features and ideas.
      </p>
      <h2>Licence</h2>
      <p>
        Craft.js is free and open source under the{' '}
        <a href="https://github.com/prevwong/craft.js/blob/master/LICENSE" target="_blank" rel="noopener noreferrer">
          MIT licence
        </a>
        . You can use it in personal and commercial projects alike.
      </p>
      <h2>Backing the project</h2>
      <p>If craft.js saves you time, you can help it grow in either of these ways:</p>
      <ul>
        <li>
          Become a backer or sponsor, or make a one-time gift, on{' '}
          <a href="https://opencollective.com/craftjs/contribute" target="_blank" rel="noopener noreferrer">
            Open Collective
          </a>
          .
        </li>
        <li>
          Send a donation through{' '}
          <a href="https://paypal.me/prevwong" target="_blank" rel="noopener noreferrer">
            PayPal
          </a>
          .
        </li>
      </ul>
      <p>
        Contributions of code and documentation are just as welcome: issues and pull requests are open on{' '}
        <a href="https://github.com/prevwong/craft.js" target="_blank" rel="noopener noreferrer">
          GitHub
        </a>
        .
      </p>
    </main>
  );
}
