import { LayoutMain } from '../main/LayoutMain';
import { IframeViews } from '../routerView/IframeViews';

/** The main area: the page area every layout shares, with the kept-alive iframes laid over their routes. */
export function ShellMain() {
  return (
    <div className="ld-main">
      <LayoutMain />
      <IframeViews />
    </div>
  );
}
