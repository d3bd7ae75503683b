/** The floor for any page of the site: Next.js and React with a few paragraphs, no client code. */
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        Text only: no docs shell, no fonts, no client component. Lighthouse measured here is what the
        framework itself costs on this machine, the reference the site&apos;s text and API pages are compared
        with.
      </p>
      <p>
        A reader who opens an API page wants its table; the table is static HTML, so the page should cost what
        this one costs plus the weight of its text.
      </p>
    </main>
  );
}
