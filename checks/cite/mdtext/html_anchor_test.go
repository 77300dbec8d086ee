package mdtext

import "testing"

// TestHTMLAnchorsAreLinks: an HTML anchor with an href is recorded as
// the link it renders as (its text, its destination, its whole span as
// written); an anchor without href, one never closed, and one opened
// inside another record nothing.
func TestHTMLAnchorsAreLinks(t *testing.T) {
	for _, tc := range []struct {
		name, src  string
		text, dest string // want one link; "" dest: no link
		written    string // the link's original span
	}{
		{"double quotes", `Valid. <a href="vault://QX-0001#c4">Pellworth</a> too.`, "Pellworth", "vault://QX-0001#c4", `<a href="vault://QX-0001#c4">Pellworth</a>`},
		{"single quotes, upper case", `Valid per <A HREF='vault://QX-0001'>Pellworth, p. 3</A>.`, "Pellworth, p. 3", "vault://QX-0001", `<A HREF='vault://QX-0001'>Pellworth, p. 3</A>`},
		{"other attributes, entity", `See <a class="c" href="vault://QX-0001?x=1&amp;y=2" target="_blank">it</a>.`, "it", "vault://QX-0001?x=1&y=2", `<a class="c" href="vault://QX-0001?x=1&amp;y=2" target="_blank">it</a>`},
		{"unquoted", `See <a href=vault://QX-0001>it</a>.`, "it", "vault://QX-0001", `<a href=vault://QX-0001>it</a>`},
		{"no href", `See <a name="x">it</a>.`, "", "", ""},
		{"never closed", `See <a href="vault://QX-0001">it.`, "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tx := Read(tc.src, DefaultLimits())
			if tc.dest == "" {
				if len(tx.Links) != 0 {
					t.Fatalf("links %+v, want none", tx.Links)
				}
				return
			}
			if len(tx.Links) != 1 {
				t.Fatalf("links %+v, want one", tx.Links)
			}
			l := tx.Links[0]
			if got := tx.S[l.Start:l.End]; got != tc.text {
				t.Errorf("text %q, want %q", got, tc.text)
			}
			if l.Dest != tc.dest {
				t.Errorf("dest %q, want %q", l.Dest, tc.dest)
			}
			if got := tc.src[l.OrigStart:l.OrigEnd]; got != tc.written {
				t.Errorf("written %q, want %q", got, tc.written)
			}
		})
	}
}
