// A swizzled wrapper (`docusaurus swizzle @docusaurus/theme-classic Footer --wrap`): the original
// footer with a note above it.
import Footer from '@theme-original/Footer';

export default function FooterWrapper(props) {
  return (
    <>
      <div className="fixture-wrapper-note text--center padding-vert--md">
        <span className="badge badge--info">wrapped</span> This line comes from src/theme/Footer.
      </div>
      <Footer {...props} />
    </>
  );
}
