package printer

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite/mdtext"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// The reviewer's view of what fails: one entry per cited source (a
// Sources-list entry and every marker that carries it are one source),
// inside it one line per proposition it is cited for, and on that line
// each failing criterion once, in plain words ("does not support",
// "overstates"). The passage's words are quoted once per proposition,
// however many criteria rest on them. Internal detail (proposition and
// unit names, chunk IDs, the heuristic judge's word counts) stays in
// report.json and --json.

// sourceFinding is one cited source with everything that fails about it.
type sourceFinding struct {
	N     int    // anchor: id="src-N"
	Label string // the source as written (its entry, not a bare marker)
	Href  string // its first highlight in the answer
	Where string // the document and the place, in words
	Props []propFinding
}

// propFinding is what fails about a source for one proposition.
type propFinding struct {
	Prop    string // the proposition as written, "" when the finding names none
	Href    string // the citation's highlight for this proposition
	Reasons []plainReason
	// Quote is the passage's words the failing verdicts rest on, shown
	// once for every reason here that quoted the same words; Judge the
	// judge's reasons, likewise (one verdict decides C-003 and C-007).
	Quote, Judge string
}

// plainReason is one failing criterion in plain words.
type plainReason struct {
	Criterion string // the rubric's ID ("C-003"), shown small
	Label     string // "Does not support"
	Text      string // the rest of the reason, internal IDs removed
	// Review marks a passage the offline judge could not decide: the
	// criterion needs a reader, not a verdict ("Needs review").
	Review bool
}

// answerFinding is a failure about no citation (a proposition, the
// answer, the trace), one per subject and criterion.
type answerFinding struct {
	Subject, Href string
	Reasons       []plainReason
}

// plainLabels words each check's failure as a reviewer says it.
var plainLabels = map[string]string{
	rubric.CheckCitationsExist:      "Not in the Vault",
	rubric.CheckCitationsAccessible: "The user could not read it",
	rubric.CheckSupports:            "Does not support",
	rubric.CheckAdverse:             "Its holding goes the other way",
	rubric.CheckIdentifiersVerbatim: "Not among what was retrieved",
	rubric.CheckPassagesOnTopic:     "Off-topic passage",
	rubric.CheckCalibrated:          "Overstates",
	rubric.CheckUnsupportedFlagged:  "Unsupported and not flagged",
	rubric.CheckHaveLocators:        "No pinpoint",
}

// plainLabel is a criterion's failure label: its check's plain words,
// else the criterion's title.
func plainLabel(check, title string) string {
	if l, ok := plainLabels[check]; ok {
		return l
	}
	return title
}

// reviewerFindings groups the errors of every failing criterion by
// source, then by proposition; failures about no citation are grouped
// by subject. shown says which citations the answer highlights.
func reviewerFindings(s *report.Scores, r *report.Report, x redactor, texts Texts, shown map[int]bool) ([]sourceFinding, []answerFinding) {
	keys, labels := sourceKeys(r)
	failing := map[string]bool{}
	for _, cr := range s.CriteriaResults {
		failing[cr.ID] = cr.Verdict != checks.Pass
	}
	var sources []sourceFinding
	srcAt := map[string]int{}
	var others []answerFinding
	otherAt := map[string]int{}
	for _, cr := range r.Criteria {
		if !failing[cr.ID] {
			continue
		}
		for _, f := range cr.Findings {
			if f.Severity != checks.SevError && f.Severity != checks.SevReview {
				continue
			}
			review := f.Severity == checks.SevReview
			check := f.Check
			if check == "" {
				check = cr.Check
			}
			label := plainLabel(check, cr.Title)
			if review {
				label = "Needs review"
			}
			if f.Citation >= 0 && f.Citation < len(r.Citations) {
				c := r.Citations[f.Citation]
				k := keys[f.Citation]
				i, ok := srcAt[k]
				if !ok {
					i = len(sources)
					srcAt[k] = i
					sources = append(sources, sourceFinding{N: i + 1, Label: labels[k], Where: sourcePlace(x, texts, c)})
				}
				src := &sources[i]
				if src.Href == "" {
					src.Href = citeHref(f.Citation+1, shown)
				}
				raw := propRaw(r, f.Proposition)
				text, quote := splitReason(checks.PlainReason(f), raw)
				text, judged := splitJudge(reviewerWords(text, texts))
				src.Props = addReason(src.Props, propText(r, f.Proposition), citeHref(f.Citation+1, shown), plainReason{Criterion: cr.ID, Label: label, Text: text, Review: review}, quote, judged)
				continue
			}
			subject := "The answer"
			href := ""
			if !review && (f.Proposition < 0 || check != rubric.CheckUnsupportedFlagged) {
				// A citation criterion's finding about no citation is about
				// the whole criterion (it could not be decided, say): its
				// title says what it is, not a verb about one source.
				label = cr.Title
			}
			if f.Proposition >= 0 {
				subject = "“" + propText(r, f.Proposition) + "”"
				href = propHref(r, propRaw(r, f.Proposition))
			} else if t := oneLine(f.Text); t != "" {
				subject = t
			}
			text, _ := splitReason(checks.PlainReason(f), propRaw(r, f.Proposition))
			pr := plainReason{Criterion: cr.ID, Label: label, Text: reviewerWords(text, texts), Review: review}
			i, ok := otherAt[subject]
			if !ok {
				i = len(others)
				otherAt[subject] = i
				others = append(others, answerFinding{Subject: subject, Href: href})
			}
			if !hasReason(others[i].Reasons, pr) {
				others[i].Reasons = append(others[i].Reasons, pr)
			}
		}
	}
	return sources, others
}

// addReason files a reason under its proposition, once.
func addReason(props []propFinding, prop, href string, pr plainReason, quote, judged string) []propFinding {
	at := -1
	for i := range props {
		if props[i].Prop == prop {
			at = i
		}
	}
	if at < 0 {
		at = len(props)
		props = append(props, propFinding{Prop: prop, Href: href})
	}
	p := &props[at]
	switch {
	case quote == "":
	case p.Quote == "":
		p.Quote = quote
	case p.Quote != quote:
		pr.Text = strings.TrimSpace(pr.Text + " The passage says: “" + quote + "”.")
	}
	switch {
	case judged == "":
	case p.Judge == "":
		p.Judge = judged
	case p.Judge != judged:
		pr.Text = strings.TrimSpace(pr.Text + " The judge's reasons: " + judged)
	}
	if !hasReason(p.Reasons, pr) {
		p.Reasons = append(p.Reasons, pr)
	}
	return props
}

func hasReason(rs []plainReason, pr plainReason) bool {
	for _, r := range rs {
		if r.Criterion == pr.Criterion && r.Text == pr.Text {
			return true
		}
	}
	return false
}

// cardReason is a finding's reason on its citation's card, which names
// the proposition already.
func cardReason(f checks.Finding, r *report.Report, texts Texts) string {
	text := checks.PlainReason(f)
	if p := propRaw(r, f.Proposition); p != "" {
		head := "It is cited for “" + p + "”"
		if rest, ok := strings.CutPrefix(text, head); ok {
			text = strings.TrimLeft(strings.TrimPrefix(rest, "."), " ")
		}
	}
	return reviewerWords(text, texts)
}

// citeHref links to a citation's highlight in the answer, or to its card
// when the answer does not highlight it.
func citeHref(n int, shown map[int]bool) string {
	if shown[n] {
		return fmt.Sprintf("#ref-%d", n)
	}
	return fmt.Sprintf("#cite-%d", n)
}

// sourceKeys names each citation's source: the document and pin it
// resolved to, or for a citation that resolved to nothing, its
// identifier (a marker carries its entry's) or its text. A Sources-list
// entry and every marker that carries it share a key; a source's label
// is the longest text written for it (the entry, not "[2]").
func sourceKeys(r *report.Report) (keys []string, labels map[string]string) {
	labels = map[string]string{}
	for _, c := range r.Citations {
		name := c.Resolution.Doc
		if name == "" {
			name = c.Identifier
		}
		if name == "" {
			name = oneLine(c.Text)
		}
		k := name + "\x00" + strings.Join(c.Pins, ",") + "\x00" + c.Passage.Chunk
		keys = append(keys, k)
		t := oneLine(c.ReaderText)
		if t == "" {
			t = oneLine(c.Text)
		}
		if len(t) > len(labels[k]) {
			labels[k] = t
		}
	}
	return keys, labels
}

// propRaw is a proposition's text as written (white space folded), ""
// when there is none: what the reasons quote.
func propRaw(r *report.Report, i int) string {
	for _, p := range r.Propositions {
		if p.Index == i {
			return oneLine(p.Text)
		}
	}
	return ""
}

// propText is a proposition as its reader reads it: its Markdown
// ("**Short answer.**", "*Id.*") read, not shown as markup.
func propText(r *report.Report, i int) string {
	t := propRaw(r, i)
	if t == "" {
		return ""
	}
	return oneLine(mdtext.Read(t, mdtext.DefaultLimits()).S)
}

// sourcePlace says where a source is: its document (title first) and
// the place of its passage ("page 33, section Kennedy, J., concurring"),
// or that no Vault document holds it.
func sourcePlace(x redactor, texts Texts, c report.CitationReport) string {
	doc := c.Resolution.Doc
	if doc == "" {
		return "no Vault document"
	}
	w := titleFirst(doc, title(x, texts, doc))
	if place := placeLabel(c.Passage.Locators); place != "" {
		w += ", " + place
	}
	return w
}

// titleFirst names a document for a reader: "Title (VLT-0004)".
func titleFirst(doc, title string) string {
	if title == "" {
		return doc
	}
	return title + " (" + doc + ")"
}

// placeLabel is where a passage sits in words, without the chunk ID:
// "page 10-13, section I".
func placeLabel(ls []vault.Locator) string {
	var parts []string
	for _, l := range ls {
		if l.Kind == vault.LocChunk {
			continue
		}
		parts = append(parts, string(l.Kind)+" "+placeValue(l.Value))
	}
	return strings.Join(parts, ", ")
}

// placeValue quotes a locator value that is words, not a number, so a
// section named "Kennedy, J., concurring" reads as one name.
func placeValue(v string) string {
	if strings.ContainsAny(v, " ,") {
		return "“" + v + "”"
	}
	return v
}

// chunkPlace is where a chunk sits in words, from the texts the report
// prints with ("page 29, section I"); "" when unknown.
func chunkPlace(texts Texts, id string) string {
	if texts == nil || id == "" {
		return ""
	}
	c, ok := texts.Chunk(id)
	if !ok {
		return ""
	}
	var parts []string
	switch {
	case c.PageStart != "" && c.PageEnd != "" && c.PageEnd != c.PageStart:
		parts = append(parts, "page "+c.PageStart+"-"+c.PageEnd)
	case c.PageStart != "":
		parts = append(parts, "page "+c.PageStart)
	}
	if c.Section != "" {
		parts = append(parts, "section "+placeValue(c.Section))
	}
	switch {
	case c.ParagraphStart != "" && c.ParagraphEnd != "" && c.ParagraphEnd != c.ParagraphStart:
		parts = append(parts, "¶ "+c.ParagraphStart+"-"+c.ParagraphEnd)
	case c.ParagraphStart != "":
		parts = append(parts, "¶ "+c.ParagraphStart)
	}
	return strings.Join(parts, ", ")
}

// splitReason takes out of a plain reason what the reviewer's entry
// shows once already: the proposition ("It is cited for “...”") and the
// passage's words ("The passage says: “...”"), returned as quote.
func splitReason(reason, prop string) (text, quote string) {
	text = reason
	if prop != "" {
		head := "It is cited for “" + prop + "”"
		if rest, ok := strings.CutPrefix(text, head); ok {
			text = strings.TrimLeft(strings.TrimPrefix(rest, "."), " ")
		}
	}
	judgeAt := strings.Index(text, " The judge's reasons: ")
	judged := ""
	if judgeAt >= 0 {
		text, judged = text[:judgeAt], text[judgeAt:]
	}
	const says = " The passage says: “"
	if at := strings.Index(text, says); at >= 0 {
		q := strings.TrimSuffix(strings.TrimSpace(text[at+len(says):]), ".")
		if strings.HasSuffix(q, "”") {
			quote = strings.TrimSuffix(q, "”")
			text = text[:at]
		}
	}
	return strings.TrimSpace(text + judged), quote
}

// plainSummary is a criterion's summary for the table: the judge's raw
// verdict text a summary may carry ("Judge: heuristic: P1 states ...
// Evidence: ...") is left out, since each source's entry gives the
// judge's reasons in plain words.
func plainSummary(s string, texts Texts) string {
	if i := strings.Index(s, " Judge: "); i > 0 {
		s = ensureStop(strings.TrimSpace(s[:i]))
	}
	return plainIDs(s, texts)
}

// splitJudge cuts "The judge's reasons: ..." off a reason.
func splitJudge(s string) (text, judged string) {
	const at = " The judge's reasons: "
	if i := strings.Index(s, at); i >= 0 {
		return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+len(at):])
	}
	return s, ""
}

// Internal detail a reviewer's text leaves out: chunk IDs, proposition,
// citation and unit names, and the heuristic judge's word counts.
var (
	reChunkID   = regexp.MustCompile(`(?:\b(?:[Pp]assage|[Cc]hunk) )?\b[A-Za-z0-9][A-Za-z0-9._:-]*#c\d+\b`)
	reBareChunk = regexp.MustCompile(`([A-Za-z0-9][A-Za-z0-9._:-]*)#c(\d+)$`)
	reLeadProp  = regexp.MustCompile(`^P\d+\b`)
	rePropName  = regexp.MustCompile(`\b(?:the )?proposition P\d+\b`)
	reInternal  = regexp.MustCompile(`\bP\d+\b|\bC\d+\b|#c\d+\b|\d%|meaning-bearing|\bunit\b`)
	reCiteOwn   = regexp.MustCompile(`\bC\d+'s\b`)
	reJudgeSays = regexp.MustCompile(` The judge's reasons: (.*)$`)
)

// reviewerWords is a reason as a reviewer reads it: the judge's reasons
// keep only the clauses free of internal detail (and go when none is
// left), chunk IDs become the place they name, and proposition names
// go.
func reviewerWords(s string, texts Texts) string {
	if m := reJudgeSays.FindStringSubmatchIndex(s); m != nil {
		words := cleanClauses(s[m[2]:m[3]])
		s = s[:m[0]]
		if words != "" {
			s += " The judge's reasons: " + ensureStop(capitalFirst(words))
		}
	}
	return strings.TrimSpace(plainIDs(s, texts))
}

// plainIDs writes chunk IDs as the passage they name ("VLT-0001#c4" is
// "passage 4 of VLT-0001", then its page and section when the texts
// know them) and drops proposition and citation names from running
// text.
//
// Each pattern is tried only on a string holding the literal it cannot
// match without ("#c", "proposition P", "'s"): most reasons hold none,
// and the regexps, which open with \b and so have no literal prefix to
// skip ahead by, were a tenth of `citecheck report`'s CPU.
func plainIDs(s string, texts Texts) string {
	if strings.Contains(s, "#c") {
		s = plainChunkIDs(s, texts)
	}
	if strings.Contains(s, "proposition P") {
		s = rePropName.ReplaceAllString(s, "the proposition")
	}
	if strings.Contains(s, "'s") {
		s = reCiteOwn.ReplaceAllString(s, "its citation's")
	}
	return s
}

// plainChunkIDs is plainIDs' first step: chunk IDs as the passages they
// name.
func plainChunkIDs(s string, texts Texts) string {
	return reChunkID.ReplaceAllStringFunc(s, func(m string) string {
		id := reBareChunk.FindStringSubmatch(m)
		w := "passage " + id[2] + " of " + id[1]
		if p := chunkPlace(texts, id[0]); p != "" {
			w += ", " + p
		}
		if m != id[0] && m[0] >= 'A' && m[0] <= 'Z' {
			w = capitalFirst(w)
		}
		return w
	})
}

// cleanClauses keeps the clauses of a judge's reasoning that name no
// internal detail.
func cleanClauses(s string) string {
	s = strings.TrimSuffix(strings.TrimSpace(s), ".")
	var keep []string
	for _, c := range strings.Split(s, ";") {
		c = reLeadProp.ReplaceAllString(strings.TrimSpace(c), "It")
		if c == "" || reInternal.MatchString(reChunkID.ReplaceAllString(c, "#c0")) {
			continue
		}
		keep = append(keep, c)
	}
	return strings.Join(keep, "; ")
}

func capitalFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	if r[0] >= 'a' && r[0] <= 'z' {
		r[0] -= 'a' - 'A'
	}
	return string(r)
}

func ensureStop(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "”") {
		return s
	}
	return s + "."
}

// critRow is one row of the criteria table: the criterion, its summary
// in plain words, and, for a failing one, a link to each source (or
// subject) it fails, once; warnings follow in plain words.
type critRow struct {
	ID, Title, How, Summary string
	Verdict                 checks.Verdict
	// Label is the outcome as people read it ("pass", "fail", "needs
	// review"); Review marks a failure the offline judge could not
	// decide, whose sources are listed as Reviews, not Fails.
	Label          string
	Review         bool
	Fails, Reviews []critLink
	Warnings       []string
}

// critLink links a criteria-table row to the failing entry it names.
type critLink struct{ Label, Href string }

// criteriaRows builds the criteria table from the reasons and the
// reviewer's findings, so a source that fails a criterion through three
// markers is named there once.
func criteriaRows(crs []critReasons, sources []sourceFinding, others []answerFinding, x redactor, texts Texts) []critRow {
	var rows []critRow
	for _, c := range crs {
		row := critRow{ID: c.ID, Title: c.Title, How: c.How, Verdict: c.Verdict, Summary: plainSummary(c.Summary, texts), Label: c.Label(), Review: c.Review}
		add := func(l critLink, review bool) {
			if review {
				row.Reviews = append(row.Reviews, l)
			} else {
				row.Fails = append(row.Fails, l)
			}
		}
		for _, src := range sources {
			if ok, review := sourceFails(src, c.ID); ok {
				add(critLink{Label: src.Label, Href: fmt.Sprintf("#src-%d", src.N)}, review)
			}
		}
		for i, o := range others {
			for _, pr := range o.Reasons {
				if pr.Criterion == c.ID {
					add(critLink{Label: o.Subject, Href: fmt.Sprintf("#other-%d", i+1)}, pr.Review)
					break
				}
			}
		}
		seen := map[string]bool{}
		for _, w := range c.Warnings {
			t := w.AsWritten
			if t == "" {
				t = "The answer"
			}
			line := t + ": " + reviewerWords(w.Why, texts)
			if !seen[line] {
				seen[line] = true
				row.Warnings = append(row.Warnings, line)
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// sourceFails says whether src fails criterion id, and whether only as
// needing review.
func sourceFails(src sourceFinding, id string) (fails, review bool) {
	review = true
	for _, p := range src.Props {
		for _, r := range p.Reasons {
			if r.Criterion == id {
				fails = true
				review = review && r.Review
			}
		}
	}
	return fails, fails && review
}

// readableTexts hides from the reviewer's view (places, titles) the
// documents and chunks whose text is withheld: a walled document's
// section names are its derived text too.
type readableTexts struct {
	x redactor
	t Texts
}

func (r readableTexts) Document(id string) (*vault.Document, bool) {
	if r.x.denied(id) {
		return nil, false
	}
	return r.t.Document(id)
}

func (r readableTexts) Chunk(id string) (*vault.Chunk, bool) {
	if r.x.deniedChunk(id) {
		return nil, false
	}
	return r.t.Chunk(id)
}

// readable is t without what x withholds; nil stays nil.
func readable(x redactor, t Texts) Texts {
	if t == nil || !x.on {
		return t
	}
	return readableTexts{x: x, t: t}
}
