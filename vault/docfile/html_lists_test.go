package docfile

import "testing"

// TestHTMLOrderedLists: an <ol>'s items read with the numbers a browser
// shows them with, in the list's type and from its start, an item's
// value renumbering the rest; a <ul>, a list styled without numbers and
// a list nested in an item number as a browser does.
func TestHTMLOrderedLists(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
	}{
		{"plain", "<ol><li>Neither party may assign.</li><li>Notices in writing.</li></ol>",
			"1. Neither party may assign.\n\n2. Notices in writing."},
		{"item wraps a paragraph", `<ol><li id="footnote-1"><p>Atlantic Marine, 571 U.S. 49. <a href="#r1">↑</a></p></li></ol>`,
			"1. Atlantic Marine, 571 U.S. 49. ↑"},
		{"start", `<ol start="4"><li>Assignment.</li><li>Notices.</li></ol>`, "4. Assignment.\n\n5. Notices."},
		{"value", `<ol><li>One.</li><li value="10">Ten.</li><li>Eleven.</li></ol>`, "1. One.\n\n10. Ten.\n\n11. Eleven."},
		{"letters", `<ol type="a"><li>First.</li><li>Second.</li></ol>`, "a. First.\n\nb. Second."},
		{"roman", `<ol type="I"><li>Facts.</li><li>Discussion.</li></ol>`, "I. Facts.\n\nII. Discussion."},
		{"unordered", "<ul><li>A bullet.</li></ul>", "A bullet."},
		{"no numbers", `<ol style="list-style: none"><li>Plain.</li></ol>`, "Plain."},
		{"nested", `<ol><li>Scope.<ol type="a"><li>Goods.</li></ol></li><li>Price.</li></ol>`,
			"1. Scope.\n\na. Goods.\n\n2. Price."},
		{"bullets in a numbered item", `<ol><li>Scope.<ul><li>Goods.</li></ul></li><li>Price.</li></ol>`,
			"1. Scope.\n\nGoods.\n\n2. Price."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read([]byte("<html><body>"+tc.in+"</body></html>"), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if !sameParagraphs(d.Text, tc.want) {
				t.Errorf("text\n got %q\nwant %q", d.Text, tc.want)
			}
		})
	}
}
