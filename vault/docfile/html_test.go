package docfile

import (
	"strings"
	"testing"
)

// TestHTMLCourtListenerOpinion reads an opinion in CourtListener's markup
// shape and checks its ground truth: the page each passage lies on
// (star pagination as spans, also mid-paragraph, and "[*N]" in the
// text), the sections its headings start, the text kept out.
func TestHTMLCourtListenerOpinion(t *testing.T) {
	d := readFile(t, "testdata/bremen-opinion.html")
	if d.Format != HTML || len(d.Pages) != 0 {
		t.Fatalf("format %q, %d pages; want html, no pages (star pages are markers in the text)", d.Format, len(d.Pages))
	}
	want := []string{
		"# M/S Bremen v. Zapata Off-Shore Co.",
		"407 U.S. 1 (1972)",
		"A Houston-based drilling company, Zapata Off-Shore Co., contracted with Unterweser, a German towage company, to tow Zapata’s ocean-going drilling rig Chaparral across the Atlantic.",
		"[*2]",
		"The German company moved to dismiss or to stay the American action in reliance on the forum-selection clause.",
		"[*3]", // written "[*3]" in the text
		"The forum-selection clause read: “Any dispute arising must be treated before the London Court of Justice.” The contract was the product of arm’s-length negotiation between experienced and sophisticated businessmen.",
		"[*4]", // mid-paragraph: page 4 begins at "The lower courts"
		"The lower courts treated agreements choosing a forum in advance as contrary to public policy, or at least as entitled to little weight.",
		"[*5]",
		"## I",
		"We hold that the far better approach to a freely negotiated forum-selection clause is the one announced below. The historical judicial resistance to such clauses reflected a provincial attitude toward the fairness of other tribunals.",
		"[*10]",
		"Forum-selection clauses are “prima facie valid and should be enforced unless enforcement is shown by the resisting party to be ‘unreasonable’ under the circumstances.”",
		"Court | Disposition",
		"Court of Appeals | vacated & remanded",
	}
	got := strings.Split(strings.TrimSpace(d.Text), "\n\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, absent := range []string{"analytics", "Opinion viewer", "Search", "breadcrumbs", "Opinions", "JavaScript", "template text", "Not text", "CourtListener shape", "1913", "color"} {
		if strings.Contains(d.Text, absent) {
			t.Errorf("text holds %q, which is not the document's text", absent)
		}
	}
}

func TestHTMLShapes(t *testing.T) {
	for _, c := range []struct {
		name, in, want string
	}{
		{"entities and blocks", `<html><body><div>A &amp; B&nbsp;v.&#160;C</div><p>Second<br>line</p></body></html>`, "A & B v. C\n\nSecond line\n"},
		{"heading levels", `<html><body><h3>§ 12.1 Assignment</h3><p>Text.</p></body></html>`, "### § 12.1 Assignment\n\nText.\n"},
		{"a star page inside a heading begins before it", `<html><body><p>End.</p><h2><span class="star-pagination">*7</span> III. Remedies</h2><h3>[*8] A. Damages</h3></body></html>`, "End.\n\n[*7]\n\n## III. Remedies\n\n[*8]\n\n### A. Damages\n"},
		{"a plain-text opinion in one pre keeps its paragraphs", "<html><body><pre class=\"inline\">OPINION\n\n  The court held\nthat the clause binds. <span class=\"star-pagination\">*12</span> It\nis valid.\n\n\nAffirmed.</pre></body></html>", "OPINION\n\nThe court held that the clause binds.\n\n[*12]\n\nIt is valid.\n\nAffirmed.\n"},
		{"empty heading dropped", `<html><body><h2> </h2><p>Text.</p></body></html>`, "Text.\n"},
		{"page label class", `<html><body><p>One <a class="page-label" href="#p12">*12</a> two</p></body></html>`, "One\n\n[*12]\n\ntwo\n"},
		{"a bracket that is not a star page", `<html><body><p>See [*] and [*a b] here.</p></body></html>`, "See [*] and [*a b] here.\n"},
		{"hidden and navigation roles", `<html><body><div hidden>no</div><div role="navigation">menu</div><p>yes</p></body></html>`, "yes\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read([]byte(c.in), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if d.Text != c.want {
				t.Errorf("text %q, want %q", d.Text, c.want)
			}
		})
	}
}

func TestHTMLBadInput(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"no text", `<html><head><title>Only a title</title></head><body><script>x()</script></body></html>`, "no text"},
		{"nested too deep", "<html><body>" + strings.Repeat("<div>", maxHTMLDepth+10) + "deep", "not a readable HTML document"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Read([]byte(c.in), Limits{}); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v; want one saying %q", err, c.want)
			}
		})
	}
}
