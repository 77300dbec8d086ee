package printer

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/citecheck/citecheck/checks"
)

//go:embed html.tmpl
var htmlSource string

// htmlTemplate is parsed once; html/template escapes every value by the
// context it lands in (text, attribute, URL), which is what keeps the
// untrusted answer and passage text inert.
var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"upper":      func(v checks.Verdict) string { return strings.ToUpper(string(v)) },
	"statusWord": statusWord,
	"how":        how,
	"docLabel":   docLabel,
	"traceSrc":   traceSource,
	"deniedLine": deniedTextLine,
	"heuristic":  HeuristicBanner,
}).Parse(htmlSource))

// htmlPage is what the template renders: the view plus the hover text of
// each highlighted citation.
type htmlPage struct {
	*view
	Segs []htmlSegment
}

// htmlSegment is a run of answer text; a citation carries its status and
// hover text.
type htmlSegment struct {
	Text, Status, Hover string
	Cite                int
}

// WriteHTML writes the reviewer's report: one self-contained HTML file
// (inline CSS, no script, no external resource) with the criterion table
// on top, the answer with each citation highlighted by status (green
// passed all checks, amber warning, red failed) and linked to its card,
// each citation's document, chunk, locators and passage (on hover, and in
// a <details> card on click), each proposition's judge verdicts with
// evidence, and the retrieval trace. All answer and passage text is
// escaped by html/template.
func WriteHTML(w io.Writer, s *checks.Scores, r *checks.Report, opt Options) error {
	if err := needInput(s, r); err != nil {
		return err
	}
	s, r = redact(s, r, opt.ShowDenied)
	v := newView(s, r, opt)
	p := htmlPage{view: v}
	for _, sg := range v.Segments {
		hs := htmlSegment{Text: sg.Text, Cite: sg.Cite}
		if sg.Cite > 0 {
			c := v.Cites[sg.Cite-1]
			hs.Status, hs.Hover = c.Status, hover(c)
		}
		p.Segs = append(p.Segs, hs)
	}
	var b strings.Builder
	if err := htmlTemplate.Execute(&b, p); err != nil {
		return fmt.Errorf("rendering the HTML report: %w", err)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// hover is a citation's title attribute: status, document, chunk,
// locators and the start of the passage.
func hover(c citeView) string {
	lines := []string{fmt.Sprintf("[%d] %s", c.N, statusWord(c.Status)), "Document: " + docLabel(c.Doc, c.Title)}
	if c.Chunk != "" {
		lines = append(lines, "Chunk: "+c.Chunk+" ("+c.ChunkLocs+")")
	}
	if c.Locators != "" {
		lines = append(lines, "Locators: "+c.Locators)
	}
	for _, f := range c.Findings {
		lines = append(lines, f.Criterion+" "+f.Severity+": "+clip(f.Message, 160))
	}
	if c.Passage != "" {
		lines = append(lines, "", clip(c.Passage, 400))
	}
	return strings.Join(lines, "\n")
}
