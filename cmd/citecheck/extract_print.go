package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/vault"
)

// extractRecord is one citation as `extract --json` prints it: every key
// docs/commands.md lists is always present (empty when it does not apply), so
// scripts need not test for missing keys.
type extractRecord struct {
	Index         int             `json:"index"`
	Kind          cite.Kind       `json:"kind"`
	Text          string          `json:"text"`
	Start         int             `json:"start"`
	End           int             `json:"end"`
	Identifier    string          `json:"identifier"`
	Volume        string          `json:"volume"`
	Reporter      string          `json:"reporter"`
	AsWritten     string          `json:"reporter_as_written"`
	KnownReporter bool            `json:"known_reporter"`
	Page          string          `json:"page"`
	Pin           string          `json:"pin"`
	Pins          []string        `json:"pins"`
	Section       string          `json:"section"`
	Docket        string          `json:"docket"`
	Year          string          `json:"year"`
	Court         string          `json:"court"`
	Name          string          `json:"name"`
	Plaintiff     string          `json:"plaintiff"`
	Defendant     string          `json:"defendant"`
	Parenthetical string          `json:"parenthetical"`
	DocID         string          `json:"doc_id"`
	Resolved      *bool           `json:"resolved,omitempty"` // with --vault only
	Chunk         string          `json:"chunk"`
	Locators      []vault.Locator `json:"locators"`
	Proposition   int             `json:"proposition"`
	Parallel      int             `json:"parallel"`
	Antecedent    int             `json:"antecedent"`
	Footnote      string          `json:"footnote"`
	Warnings      []string        `json:"warnings"`
	// ReaderText is the citation as a reader sees it (markup removed,
	// typography folded, disguises kept as written); ReadAs, VaultID and
	// Folds are cite.Citation's.
	ReaderText string          `json:"reader_text"`
	ReadAs     string          `json:"read_as,omitempty"`
	VaultID    string          `json:"vault_id,omitempty"`
	Folds      []cite.FoldNote `json:"folds,omitempty"`
}

// extractRecords builds the printed records; with a Vault each citation's
// doc_id is the one document it resolves to (none when it resolves to
// none or to several).
//
// Resolution is checks.Resolve's, the grader's own: a citation resolves
// when it names one document without a problem; doc_id is the document
// it names (for a disguised identifier, the one it imitates, with
// resolved false).
func extractRecords(a *cite.Answer, r vault.Reader) []extractRecord {
	var res []resolve.Resolution
	if r != nil {
		res = resolve.Resolve(r, a)
	}
	return records(a.Citations, res)
}

// mentionRecords builds the printed records of the answer's mentions;
// each names its document through its antecedent.
func mentionRecords(a *cite.Answer, r vault.Reader) []extractRecord {
	recs := records(a.Mentions, nil)
	if r == nil {
		return recs
	}
	res := resolve.Resolve(r, a)
	for i, m := range a.Mentions {
		ok := m.Antecedent >= 0 && m.Antecedent < len(res) && res[m.Antecedent].Doc != "" && res[m.Antecedent].Problem == ""
		recs[i].Resolved = &ok
		recs[i].DocID = ""
		if m.Antecedent >= 0 && m.Antecedent < len(res) {
			recs[i].DocID = res[m.Antecedent].Doc
		}
	}
	return recs
}

func records(cs []cite.Citation, res []resolve.Resolution) []extractRecord {
	recs := make([]extractRecord, len(cs))
	for i, c := range cs {
		rec := extractRecord{
			Index: c.Index, Kind: c.Kind, Text: c.Text, Start: c.Start, End: c.End,
			Identifier: c.Identifier, Volume: c.Volume, Reporter: c.Reporter, AsWritten: c.ReporterAsWritten,
			KnownReporter: c.KnownReporter, Page: c.Page, Pin: c.Pin, Pins: c.Pins, Section: c.Section, Docket: c.Docket,
			Year: c.Year, Court: c.Court, Name: c.Name, Plaintiff: c.Plaintiff, Defendant: c.Defendant,
			Parenthetical: c.Parenthetical, DocID: c.DocID, Chunk: c.Chunk, Locators: c.Locators,
			Proposition: c.Proposition, Parallel: c.Parallel, Antecedent: c.Antecedent, Footnote: c.Footnote,
			Warnings: c.Warnings, ReaderText: c.ReaderText, ReadAs: c.ReadAs, VaultID: c.VaultID, Folds: c.Folds,
		}
		if rec.Pins == nil {
			rec.Pins = []string{}
		}
		if rec.Locators == nil {
			rec.Locators = []vault.Locator{}
		}
		if rec.Warnings == nil {
			rec.Warnings = []string{}
		}
		if i < len(res) {
			ok := res[i].Doc != "" && res[i].Problem == ""
			rec.Resolved = &ok
			rec.DocID = res[i].Doc
		}
		recs[i] = rec
	}
	return recs
}

// printExtractJSON prints the citation array, or with props an object
// holding citations and propositions.
func printExtractJSON(w io.Writer, a *cite.Answer, recs, mentions []extractRecord, props bool) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if !props {
		return enc.Encode(recs)
	}
	ps := a.Propositions
	if ps == nil {
		ps = []cite.Proposition{}
	}
	return enc.Encode(struct {
		Citations    []extractRecord    `json:"citations"`
		Propositions []cite.Proposition `json:"propositions"`
		Mentions     []extractRecord    `json:"mentions,omitempty"`
		PlainText    string             `json:"plain_text,omitempty"`
	}{recs, ps, mentions, a.PlainText})
}

// printExtractText prints one block per citation and then the
// propositions, for people.
func printExtractText(w io.Writer, a *cite.Answer, recs, mentions []extractRecord) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d citation(s), %d proposition(s)\n", len(recs), len(a.Propositions))
	if a.PlainText != "" {
		fmt.Fprintf(&b, "read as plain text, not as Markdown: %s\n", visible(a.PlainText))
	}
	for _, r := range recs {
		line, col := lineCol(a.Text, r.Start)
		fmt.Fprintf(&b, "\n#%d %s at %d:%d [%d-%d] %q\n", r.Index, r.Kind, line, col, r.Start, r.End, r.Text)
		field := func(k, v string) {
			if v != "" {
				fmt.Fprintf(&b, "   %-15s %s\n", k+":", visible(v))
			}
		}
		field("identifier", r.Identifier)
		if r.Reporter != "" {
			known := ""
			if !r.KnownReporter && (r.Kind == cite.KindCase || r.Kind == cite.KindShort) {
				known = " (unknown reporter)"
			}
			field("reporter", r.Reporter+known)
		}
		field("volume", r.Volume)
		field("page", r.Page)
		field("pins", strings.Join(r.Pins, "; "))
		field("section", r.Section)
		field("docket", r.Docket)
		field("year", r.Year)
		field("court", r.Court)
		field("name", r.Name)
		field("parenthetical", r.Parenthetical)
		field("doc", r.DocID)
		if r.Resolved != nil && !*r.Resolved {
			field("resolved", "no document in the Vault")
		}
		field("chunk", r.Chunk)
		var locs []string
		for _, l := range r.Locators {
			locs = append(locs, string(l.Kind)+" "+l.Value)
		}
		field("locators", strings.Join(locs, ", "))
		if r.Parallel >= 0 && r.Parallel != r.Index {
			field("parallel to", fmt.Sprintf("#%d", r.Parallel))
		}
		if r.Kind == cite.KindID || r.Kind == cite.KindSupra || r.Kind == cite.KindShort {
			if r.Antecedent >= 0 {
				field("refers to", fmt.Sprintf("#%d", r.Antecedent))
			} else {
				field("refers to", "unresolved")
			}
		}
		field("footnote", r.Footnote)
		if r.Proposition >= 0 {
			field("supports", fmt.Sprintf("P%d", r.Proposition))
		} else {
			field("supports", "no proposition")
		}
		for _, wn := range r.Warnings {
			field("WARNING", wn)
		}
	}
	if len(mentions) > 0 {
		b.WriteString("\nMentions (names of cited documents; not citations)\n")
	}
	for _, m := range mentions {
		line, col := lineCol(a.Text, m.Start)
		ref := "unresolved"
		if m.Antecedent >= 0 {
			ref = fmt.Sprintf("#%d", m.Antecedent)
		}
		doc := ""
		if m.DocID != "" {
			doc = " " + m.DocID
		}
		fmt.Fprintf(&b, "M%d at %d:%d [%d-%d] %q refers to %s%s\n", m.Index, line, col, m.Start, m.End, m.Text, ref, doc)
	}
	if len(a.Propositions) > 0 {
		b.WriteString("\nPropositions\n")
	}
	for _, p := range a.Propositions {
		cites := make([]string, len(p.Citations))
		for i, c := range p.Citations {
			cites[i] = fmt.Sprintf("#%d", c)
		}
		flag := ""
		if p.Insufficient {
			flag = " [says the sources are insufficient]"
		}
		fmt.Fprintf(&b, "P%d [%d-%d] cites %s%s: %q\n", p.Index, p.Start, p.End, orNone(strings.Join(cites, " ")), flag, p.Text)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// visible shows invisible and format characters (zero-width, bidi) as
// escapes, so a spoofed identifier looks different on the terminal too.
func visible(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsGraphic(r) }) < 0 {
		return s
	}
	q := strconv.QuoteToGraphic(s)
	return q[1 : len(q)-1]
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// lineCol returns the 1-based line and column (in characters) of a byte
// offset.
func lineCol(s string, off int) (int, int) {
	line, col := 1, 1
	for i, r := range s {
		if i >= off {
			break
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
