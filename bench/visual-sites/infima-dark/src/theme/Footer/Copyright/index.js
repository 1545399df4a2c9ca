// An ejected component (`docusaurus swizzle @docusaurus/theme-classic Footer/Copyright --eject`),
// changed: the copyright is set in italics.
export default function FooterCopyright({ copyright }) {
  return (
    <div
      className="footer__copyright text--italic"
      // Developer provided the HTML, so assume it's safe.
      dangerouslySetInnerHTML={{ __html: copyright }}
    />
  );
}
