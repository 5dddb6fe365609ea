/**
 * The widget's own stylesheet, scoped by its shadow root. `:host { all: initial }` stops the page's inherited
 * styles (font, colour, line height) at the boundary, so the widget looks the same on every site. Light and
 * dark: `data-theme` on the element wins, else the reader's prefers-color-scheme.
 */
const dark =
  '--bg:#16191d;--fg:#e8eaed;--muted:#a3abb6;--line:#343a42;--head:#22272e;--accent:#8ab4f8;--alert:#f2b8b5;--shade:rgba(0,0,0,.55);--crest:#e8eaed';

export const css = `:host{all:initial;display:block;container-type:inline-size}
.eua{--bg:#fff;--fg:#1a1d21;--muted:#5b6470;--line:#d9dde3;--head:#f3f5f8;--accent:#0b57d0;--alert:#b3261e;--shade:rgba(26,29,33,.2);--crest:transparent;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:12px;border-radius:8px;box-sizing:border-box;color-scheme:light}
.eua[data-theme=dark]{${dark};color-scheme:dark}
@media (prefers-color-scheme:dark){.eua:not([data-theme]){${dark};color-scheme:dark}}
*{box-sizing:border-box}
h2{font-size:1.25em;margin:0 0 8px}
h2:focus{outline:none}
p{margin:0 0 12px}
a{color:var(--accent);text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
p a,li a,dd a{font-weight:600}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.top{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:baseline;justify-content:space-between}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 12px}
.field{display:flex;flex-wrap:wrap;gap:6px;align-items:center;min-width:0;max-width:100%}
label{color:var(--muted);font-size:.9em}
select{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:4px;padding:4px 6px;min-width:0;max-width:100%}
nav ul,.legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;margin:0 0 8px;font-size:.9em}
nav [aria-current]{font-weight:600}
.table{position:relative;margin:0 0 12px;max-width:100%}
.scroll{overflow-x:auto;max-width:100%}
.table::before,.table::after{content:'';position:absolute;top:0;bottom:0;width:20px;pointer-events:none;opacity:0;transition:opacity .15s}
.table::before{left:0;background:linear-gradient(to right,var(--shade),transparent)}
.table::after{right:0;background:linear-gradient(to left,var(--shade),transparent)}
.table[data-more~=start]::before,.table[data-more~=end]::after{opacity:1}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:start;font-weight:600;padding:4px 0}
th,td{padding:6px 8px;border-bottom:1px solid var(--line);text-align:start;white-space:nowrap;font-weight:400}
thead th{background:var(--head);color:var(--muted);font-size:.85em;font-weight:600;white-space:normal;vertical-align:bottom}
.n{text-align:end}
.score{text-align:center;font-weight:600}
img{vertical-align:middle;object-fit:contain;margin-inline-end:6px}
img.logo,.fx-crest,.teams img{background:var(--crest);border-radius:4px}
[data-dropped]{display:none}
.face{border-radius:50%;object-fit:cover;box-shadow:0 0 0 1px var(--line)}
.mark,.swatch{display:inline-block;vertical-align:middle;border-radius:2px}
.mark{width:4px;height:1.2em;margin-inline-end:6px}
.swatch{width:12px;height:12px;margin-inline-end:6px}
[role=tablist]{display:flex;flex-wrap:wrap;gap:4px;border-bottom:1px solid var(--line);margin:0 0 8px}
[role=tab]{font:inherit;color:var(--muted);background:none;border:0;border-bottom:2px solid transparent;padding:6px 12px;cursor:pointer}
[role=tab][aria-selected=true]{color:var(--fg);border-bottom-color:var(--accent);font-weight:600}
th .sort{position:relative;font:inherit;color:inherit;background:none;border:0;padding:0;margin:0;cursor:pointer;text-align:inherit}
th .sort::before,th .sort::after{position:absolute;bottom:0;width:1em;text-align:center}
th:not(.n) .sort::after{left:100%}
th.n .sort::before{right:100%}
th:not(.n)[aria-sort=descending] .sort::after,th.n[aria-sort=descending] .sort::before{content:'\\25BE';content:'\\25BE'/''}
th:not(.n)[aria-sort=ascending] .sort::after,th.n[aria-sort=ascending] .sort::before{content:'\\25B4';content:'\\25B4'/''}
.more{font:inherit;color:var(--accent);background:none;border:1px solid var(--line);border-radius:4px;padding:4px 10px;cursor:pointer}
.note{font-size:.85em}
.named caption{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
[aria-busy=true] .body{opacity:.6}
[role=alert]{color:var(--alert)}
.muted{color:var(--muted)}
h3{font-size:1.05em;margin:12px 0 6px}
.teams{list-style:none;padding:0;margin:0 0 12px;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(220px,100%),1fr));gap:0 16px}
.teams li{padding:6px 0;border-bottom:1px solid var(--line)}
.teams img{width:32px;height:32px}
.banner{display:flex;gap:16px;align-items:center;margin:0 0 12px}
.banner>div{flex:1;min-width:0}
.team-name{font-size:1.2em;font-weight:600;margin:0}
.facts,.info{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(170px,100%),1fr));gap:6px 16px;margin:6px 0 12px}
dt{color:var(--muted);font-size:.85em}
dd{margin:0;overflow-wrap:anywhere}
.hl>*{font-weight:600;background:var(--head)}
[aria-current=true]>*{font-weight:600}
[data-loading]{min-height:var(--reserve,120px)}
[data-loading][data-widget=standings]{--reserve:572px}
[data-loading][data-widget=schedule]{--reserve:1311px}
[data-loading][data-widget=leaders]{--reserve:1435px}
[data-loading][data-widget=fixturesFragment]{--reserve:1000px}
[data-loading][data-widget=standingsFragment]{--reserve:562px}
[data-loading][data-widget=players]{--reserve:8791px}
[data-loading][data-widget=personDetail]{--reserve:267px}
div.person{display:flex;gap:12px;align-items:center;margin:8px 0 12px}
div.person h3{margin:0;font-size:1.15em}
div.person p,.bib{margin:0;color:var(--muted);font-weight:400}
h4{margin:0 0 8px;font-size:1em}
.averages,.info{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(150px,100%),1fr));gap:8px;margin:0 0 12px}
.averages div{background:var(--head);border-radius:6px;padding:8px 12px}
.averages dd{font-size:1.6em;font-weight:600}
dt{color:var(--muted);font-size:.85em}
dd{margin:0}
[data-loading][data-widget=teams]{--reserve:204px}
[data-loading][data-widget=teamDetails]{--reserve:960px}
[data-loading][data-widget=personStatistics]{--reserve:1236px}
[data-loading][data-widget=teamStatistics]{--reserve:616px}
[data-loading][data-widget=fixtureDetails]{--reserve:1264px}
.fx-sub{font-size:1em;margin:12px 0 6px}
.fx-center{text-align:center}
.fx-banner{border:1px solid var(--line);border-radius:8px;padding:12px;margin:0 0 12px}
.fx-match{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);gap:8px;align-items:center;text-align:center}
.fx-side{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:0}
.fx-side .fx-name{margin:0;overflow-wrap:anywhere}
.fx-win .fx-name,.fx-win .fx-name a,.fx-big .fx-win{font-weight:700}
.fx-lose .fx-name a,.fx-lose .fx-name{font-weight:400}
.fx-status{margin:0;color:var(--muted);font-weight:600;font-size:.85em}
.fx-match p{margin:4px 0}
.fx-crest{display:block;width:32px;height:32px;margin:0 auto}
.fx-none{border-radius:50%;background:var(--head);border:1px solid var(--line)}
.fx-big{font-size:2em;font-weight:400;white-space:nowrap;margin:0}
.fx-evs{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.fx-evt{font-weight:600;margin:8px 0 0}
.fx-tl{margin:12px 0}
.fx-tl figcaption{display:flex;flex-wrap:wrap;gap:4px 12px;font-size:.85em;color:var(--muted)}
.fx-tl strong{color:var(--fg)}
.fx-dot{display:inline-block;width:3px;height:12px;border-radius:1px;background:var(--accent);margin-inline-end:4px;vertical-align:middle}
.fx-dot.away{background:var(--muted)}
.fx-periods{display:flex;font-size:.8em;color:var(--muted)}
.fx-periods span{flex-basis:0;text-align:center;border-inline-start:1px solid var(--line)}
.fx-events,.fx-plain,.fx-strip{list-style:none;padding:0;margin:4px 0;font-size:.85em}
.fx-strip{position:relative;height:36px;margin:6px 0 2px;border-block:1px solid var(--line);background:linear-gradient(var(--line),var(--line)) center/100% 1px no-repeat}
.fx-strip li{position:absolute;inset-inline-start:var(--at);top:3px;width:3px;height:13px;border-radius:1px;background:var(--accent)}
.fx-strip .away{top:auto;bottom:3px;background:var(--muted)}
.fx-vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.fx-row{display:grid;grid-template-columns:4em 1fr 4em;gap:2px 8px;margin:0 0 6px}
.fx-bar2{grid-column:1/-1;height:6px;border-radius:3px;background:var(--line);overflow:hidden}
.fx-bar2 span{display:block;height:100%;width:var(--share);background:var(--accent)}
.fx-cards{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.fx-card{flex:1 1 220px;border:1px solid var(--line);border-radius:6px;padding:8px}
.fx-card p{margin:0 0 4px}
.fx-total>*,.fx-scoring td{font-weight:600}
td.fx-wrap{white-space:normal;min-width:12em}
.fx-toggle{font:inherit;color:inherit;background:none;cursor:pointer;border:1px solid var(--line);border-radius:4px;padding:4px 10px}
.fx-toggle[aria-pressed=true]{background:var(--accent);color:var(--bg);border-color:var(--accent)}
@container (max-width:560px){th[scope=row]{white-space:normal;overflow-wrap:break-word}th[scope=row]:has(>img+a){position:relative;padding-inline-start:42px}th[scope=row]>img:has(+a){position:absolute;inset-inline-start:8px;top:50%;transform:translateY(-50%)}.fixtures th[scope=row]:has(>img+a){position:static;padding-inline-start:0}.fixtures th[scope=row]>img:has(+a){position:static;transform:none}.fixtures table,.fixtures tbody,.fixtures caption{display:block}.fixtures thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}.fixtures tr{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"when score" "first score" "second score";column-gap:12px;align-items:center;padding:6px 0;border-bottom:1px solid var(--line)}.fixtures td,.fixtures th{border:0;padding:1px 0;white-space:normal;overflow-wrap:anywhere}.fixtures .when{grid-area:when;color:var(--muted);font-size:.9em}.fixtures [data-zone]::after{content:' ' attr(data-zone);content:' ' attr(data-zone)/''}.fixtures .first{grid-area:first}.fixtures .second{grid-area:second}.fixtures .score{grid-area:score;font-size:1.1em}.fixtures .extra{grid-column:1/-1;color:var(--muted);font-size:.9em}}
@container (max-width:420px){.fx-evs{grid-template-columns:1fr}.eua{padding:8px;font-size:13px}th,td{padding:4px 6px}[data-loading][data-widget=standings]{--reserve:598px}[data-loading][data-widget=schedule]{--reserve:2369px}[data-loading][data-widget=leaders]{--reserve:1098px}[data-loading][data-widget=teams]{--reserve:635px}[data-loading][data-widget=standingsFragment]{--reserve:562px}[data-loading][data-widget=players]{--reserve:6034px}[data-loading][data-widget=personStatistics]{--reserve:1214px}[data-loading][data-widget=teamStatistics]{--reserve:560px}[data-loading][data-widget=teamDetails]{--reserve:1068px}[data-loading][data-widget=personDetail]{--reserve:329px}[data-loading][data-widget=fixtureDetails]{--reserve:1874px}}`;

let shared: CSSStyleSheet | undefined;

/**
 * Style a shadow root with one constructed stylesheet shared by every widget: cheap, and no `<style>` element
 * or style attribute, so a page whose CSP allows no inline style renders the widgets (decision 100).
 */
export function applyStyles(root: ShadowRoot): void {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(css);
  }
  root.adoptedStyleSheets = [shared];
}
