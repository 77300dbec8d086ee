package printer

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

//go:embed html.tmpl
var htmlSource string

// htmlTemplate is parsed once; html/template escapes every value by the
// context it lands in (text, attribute, URL), which is what keeps the
// untrusted answer and passage text inert. The one value it does not
// escape, the rendered answer, is built by renderAnswer, which escapes
// every run of the answer's text itself.
var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"upper":      func(v checks.Verdict) string { return strings.ToUpper(string(v)) },
	"upperLabel": strings.ToUpper,
	"statusWord": statusWord,
	"how":        how,
	"docLabel":   docLabel,
	"traceSrc":   traceSource,
	"deniedLine": deniedTextLine,
	"heuristic":  HeuristicBanner,
	"fromWords":  fromWords,
	"docTitle":   titleFirst,
	"inc":        func(n int) int { return n + 1 },
	"plainIDs":   func(s string) string { return plainIDs(s, nil) },
}).Parse(htmlSource))

// htmlPage is what the template renders.
type htmlPage struct {
	*view
	// Answer is the rendered Markdown answer; Plain is set instead (with
	// Segs) for an answer past the Markdown limits, shown as plain text.
	Answer template.HTML
	Plain  bool
	Segs   []htmlSegment
	// NotShown are citations the rendered answer could not highlight
	// (written only in markup it does not show, such as a link target).
	NotShown []citeView
	Reasons  []critReasons
	// Sources are the failing findings by source, AnswerFails those about
	// no citation (reviewer.go); Crits the criteria table's rows.
	Sources     []sourceFinding
	AnswerFails []answerFinding
	Crits       []critRow
	// DecidedBy names the judge of the judge criteria, JudgeCriteria them.
	DecidedBy, JudgeCriteria string
	Metrics                  string
	Cards                    []htmlCard
}

// htmlCard is a citation's card: the view plus its passage cut at the
// pinned place.
type htmlCard struct {
	citeView
	Pieces []passagePiece
}

// passagePiece is a run of passage text; Mark is the place the pin names.
// A piece with Label set is locator markup of the passage ("[*33]") shown
// as the place it names ("page 33").
type passagePiece struct {
	Text, Label string
	Mark        bool
	// Break starts a new chunk of a passage spanning several.
	Break bool
}

// htmlSegment is a run of answer text; a citation carries its status and
// hover text.
type htmlSegment struct {
	Text, Status, Hover string
	Cite                int
}

// WriteHTML writes the reviewer's report: one self-contained HTML file
// (inline CSS with a print stylesheet, no script, no external resource),
// in the order a reviewer reads it. At the top: the verdict, who decided
// the judge criteria (the offline heuristic judge's notice once, when it
// did), the citation metrics. Then the answer rendered from its Markdown
// with each citation highlighted by status (green passed all checks,
// amber warning, red failed) and linked to its card; what fails, one
// entry per source and each failing criterion once per proposition, in
// plain words (reviewer.go); the criteria table linking to those
// entries; each citation's card with its document, the passage's place
// and the passage (its pinned place marked, its locator markup shown as
// labels); each proposition's judge verdicts; the holdings read; the
// retrieval trace. Internal IDs (chunks, propositions, units) stay in
// report.json.
func WriteHTML(w io.Writer, s *report.Scores, r *report.Report, opt Options) error {
	if err := needInput(s, r); err != nil {
		return err
	}
	s, r = redact(s, r, opt.ShowDenied)
	v := newView(s, r, opt)
	x := redactor{on: !opt.ShowDenied, r: r}
	texts := readable(x, textsFor(r, opt.Texts))
	p := htmlPage{view: v, Reasons: criterionReasons(s, r, x, texts)}
	spans := citeSpans(r.Answer, v.Cites, r.Citations)
	shown := map[int]bool{}
	if ra, ok := renderAnswer(r.Answer, spans); ok {
		p.Answer, shown = template.HTML(ra.HTML), ra.Shown
	} else {
		p.Plain = true
		for _, sg := range v.Segments {
			hs := htmlSegment{Text: sg.Text, Cite: sg.Cite}
			if sg.Cite > 0 {
				c := v.Cites[sg.Cite-1]
				hs.Status, hs.Hover = c.Status, hover(c)
				shown[sg.Cite] = true
			}
			p.Segs = append(p.Segs, hs)
		}
	}
	for _, c := range v.Cites {
		if !shown[c.N] {
			p.NotShown = append(p.NotShown, c)
		}
	}
	p.Sources, p.AnswerFails = reviewerFindings(s, r, x, texts, shown)
	p.Crits = criteriaRows(p.Reasons, p.Sources, p.AnswerFails, x, texts)
	p.JudgeCriteria, p.DecidedBy = decidedBy(s)
	if r.Metrics != nil {
		p.Metrics = metricsLine(r.Metrics)
	}
	for i, c := range v.Cites {
		p.Cards = append(p.Cards, htmlCard{citeView: c, Pieces: passagePieces(x, texts, r.Citations[i])})
	}
	var b strings.Builder
	if err := htmlTemplate.Execute(&b, p); err != nil {
		return fmt.Errorf("rendering the HTML report: %w", err)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// citeSpans are the citations to highlight: in answer order, inside the
// answer, on UTF-8 boundaries and not overlapping an earlier one (the
// rest are still listed, and NotShown names them). A citation written
// in a footnote or a source entry is highlighted at the body's
// reference marker that cites it too ("[1]", "¹"), where a reader sees
// the sentence cited.
func citeSpans(answer string, cv []citeView, cs []report.CitationReport) []citeSpan {
	type piece struct{ i, start, end int }
	var pieces []piece
	for i, c := range cs {
		pieces = append(pieces, piece{i, c.Start, c.End})
		for _, m := range c.Markers {
			pieces = append(pieces, piece{i, m.Start, m.End})
		}
	}
	sort.SliceStable(pieces, func(a, b int) bool { return pieces[a].start < pieces[b].start })
	var out []citeSpan
	at := 0
	for _, p := range pieces {
		if p.start < at || p.end <= p.start || p.end > len(answer) || !boundary(answer, p.start) || !boundary(answer, p.end) {
			continue
		}
		out = append(out, citeSpan{N: cv[p.i].N, Start: p.start, End: p.end, Status: cv[p.i].Status, Hover: hover(cv[p.i])})
		at = p.end
	}
	return out
}

// decidedBy names the criteria a judge decided and the judge: "the
// offline heuristic judge (word rules, not a model)", or the model with
// where its verdicts came from.
func decidedBy(s *report.Scores) (criteria, judge string) {
	var ids []string
	origins := map[string]bool{}
	heuristic := false
	for _, cr := range s.CriteriaResults {
		if cr.Method == checks.Deterministic {
			continue
		}
		ids = append(ids, cr.ID)
		if cr.Method == checks.Heuristic {
			heuristic = true
		}
		for _, o := range strings.Split(cr.Origin, "+") {
			if o != "" {
				origins[o] = true
			}
		}
	}
	if len(ids) == 0 {
		return "", ""
	}
	judge = s.JudgeModel
	switch {
	case heuristic:
		judge = "the offline heuristic judge (word rules, not a model)"
	case len(origins) > 0:
		judge += " (verdicts: " + strings.Join(sortedKeys(origins), ", ") + ")"
	}
	return strings.Join(ids, ", "), judge
}

// propHref links a proposition failure to its proposition.
func propHref(r *report.Report, text string) string {
	for _, p := range r.Propositions {
		if oneLine(p.Text) == text {
			return fmt.Sprintf("#prop-%d", p.Index)
		}
	}
	return ""
}

// passagePieces cuts a citation's passage (every chunk of it) at its
// pinned place. A withheld passage is its redaction notice, unmarked.
func passagePieces(x redactor, texts Texts, c report.CitationReport) []passagePiece {
	chunks := c.Passage.Chunks
	if len(chunks) == 0 && c.Passage.Chunk != "" {
		chunks = []string{c.Passage.Chunk}
	}
	var out []passagePiece
	for k, id := range chunks {
		t := chunkText(x, texts, id)
		if t == "" {
			continue
		}
		var marks []report.PinSpan
		if !x.deniedChunk(id) {
			for _, m := range c.Passage.Pinned {
				if m.Chunk == id && m.Start >= 0 && m.End <= len(t) && m.Start < m.End && boundary(t, m.Start) && boundary(t, m.End) {
					marks = append(marks, m)
				}
			}
		}
		at := 0
		first := true
		add := func(s string, mark bool) {
			if s != "" {
				out = append(out, passagePiece{Text: s, Mark: mark, Break: first && k > 0})
				first = false
			}
		}
		for _, m := range marks {
			if m.Start < at {
				continue
			}
			add(t[at:m.Start], false)
			add(t[m.Start:m.End], true)
			at = m.End
		}
		add(t[at:], false)
	}
	return labelled(out)
}

// hover is a citation's title attribute: status, document, where the
// passage sits, the pinpoint, its findings in plain words and the start
// of the passage.
func hover(c citeView) string {
	doc := "(none)"
	if c.Doc != "" {
		doc = titleFirst(c.Doc, c.Title)
	}
	lines := []string{statusWord(c.Status), "Document: " + doc}
	if c.Place != "" {
		lines = append(lines, "Passage: "+c.Place)
	}
	if c.Locators != "" {
		lines = append(lines, "Pinpoint: "+c.Locators)
	}
	for _, f := range c.Findings {
		lines = append(lines, f.Label+": "+f.Plain)
	}
	if c.Passage != "" {
		lines = append(lines, "", firstRunes(plainPassage(c.Passage), 400))
	}
	return strings.Join(lines, "\n")
}

// firstRunes is the start of a passage for a tooltip, marked "..." when
// there is more (the card holds all of it).
func firstRunes(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-3]) + "..."
}
