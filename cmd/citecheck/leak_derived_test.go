package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/checks/service"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Nothing derived from a walled document's text reaches any output
// (issue 22.9): not its headings, its extents (pages, paragraphs, lines,
// chunks it has), its title, its holdings or its sentences. For every
// fixture Vault, every user it lists and every document walled from that
// user at the suite's time, an answer cites the document with locators
// it lacks and has, with and without its chunks in the trace and with no
// trace at all; every output (text, Markdown, JSON, HTML, JUnit,
// report.json, scores.json, the service's JSON and HTML replies) is
// searched for what the Vault alone could have told.

// walledLocators are the citations each probe answer makes of the walled
// document: places it lacks (each draws the document's real extent into
// a C-009 note) and places it has.
var walledLocators = []string{"§ 99", "¶ 99", "p. 9999", "L9999", "§ 1", "¶ 1", "p. 1", "chunk 99", ""}

func TestWalledDocumentsDeriveNothing(t *testing.T) {
	suites, err := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", "case.json"))
	if err != nil || len(suites) == 0 {
		t.Fatalf("no fixture suites: %v", err)
	}
	probed, unredacted := 0, 0
	for _, casePath := range suites {
		c, err := rubric.LoadCase(casePath)
		if err != nil {
			t.Fatal(err)
		}
		src, err := vault.LoadSource(c.VaultPath)
		if err != nil {
			t.Fatal(err)
		}
		ix, err := vault.BuildMem(src)
		if err != nil {
			t.Fatal(err)
		}
		g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: heuristic.New(),
			Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }})
		if err != nil {
			t.Fatal(err)
		}
		svc, err := service.New(service.Config{Graders: []service.Grader{g}, Token: "tok"})
		if err != nil {
			t.Fatal(err)
		}
		caseBytes, _ := os.ReadFile(casePath)
		suite := filepath.Base(filepath.Dir(casePath))
		// What the reports write for any answer (labels such as
		// "Question") is no document's text: a heading that is also a
		// label proves nothing.
		labels := controlOutputs(t, g, svc, ix, vaultUsers(src), *c.AskedAt)
		for _, user := range vaultUsers(src) {
			for _, at := range suiteTimes(t, c) {
				for _, d := range ix.Documents() {
					if ix.Access(user, at, d.ID).Allowed {
						continue
					}
					answer := walledAnswer(d)
					derived := derivedText(ix, d, string(caseBytes)+"\n"+answer+"\n"+labels)
					open := anyReadable(ix, user, at)
					for _, trace := range []string{"walled", "other", "none"} {
						body := walledProbe(ix, user, at, d, answer, open, trace)
						name := fmt.Sprintf("%s/%s/%s/%s/trace-%s", suite, user, at.Format("2006-01-02"), d.ID, trace)
						t.Run(name, func(t *testing.T) {
							outs, shown := walledOutputs(t, g, svc, ix, body)
							for _, s := range derived {
								if strings.Contains(shown, s) {
									unredacted++ // the probe drew derived text; redaction must hide it
								}
							}
							for where, out := range outs {
								for _, s := range derived {
									if strings.Contains(out, s) {
										t.Errorf("%s holds %q, derived from the walled %s", where, s, d.ID)
									}
								}
							}
						})
						probed++
					}
				}
			}
		}
		ix.Close()
	}
	if unredacted == 0 {
		t.Fatal("no probe drew any derived text into the unredacted report: the probes test nothing")
	}
	if probed < 12 {
		t.Fatalf("only %d probes: the fixture Vaults should wall several documents from several users", probed)
	}
}

// controlOutputs is every output of a control answer citing one
// document the first of users may read at at, joined.
func controlOutputs(t *testing.T, g *grade.Grader, svc http.Handler, ix *vault.Index, users []string, at time.Time) string {
	t.Helper()
	for _, user := range users {
		open := anyReadable(ix, user, at)
		if open == "" {
			continue
		}
		doc, _, _ := strings.Cut(open, "#")
		body := fmt.Sprintf(`{"run_id": "control", "user": %q, "asked_at": %q, "answer": "The forum-selection clause is enforceable [%s, p. 1].", "retrieved": [{"chunk_id": %q}]}`,
			user, at.Format(time.RFC3339), doc, open)
		outs, _ := walledOutputs(t, g, svc, ix, []byte(body))
		var b strings.Builder
		for _, o := range outs {
			b.WriteString(o)
			b.WriteString("\n")
		}
		return b.String()
	}
	t.Fatal("no user of the Vault may read anything: no control")
	return ""
}

// vaultUsers are the users the Vault knows: those principals.jsonl lists
// and those an ACL rule names (user:ID), sorted.
func vaultUsers(src *vault.Source) []string {
	seen := map[string]bool{}
	for _, p := range src.Principals {
		seen[p.User] = true
	}
	for _, g := range src.Grants {
		if u, ok := strings.CutPrefix(g.Principal, "user:"); ok {
			seen[u] = true
		}
	}
	out := make([]string, 0, len(seen))
	for u := range seen {
		out = append(out, u)
	}
	sort.Strings(out)
	return out
}

// suiteTimes are the case's time asked (every suite's responses use it)
// and a time 120 days before it, when other walls stand (memberships and
// grants not yet begun).
func suiteTimes(t *testing.T, c *rubric.Case) []time.Time {
	t.Helper()
	if c.AskedAt == nil {
		t.Fatalf("%s gives no asked_at", c.Path)
	}
	return []time.Time{*c.AskedAt, c.AskedAt.AddDate(0, 0, -120)}
}

// anyReadable is one chunk the user may read (an on-topic neighbour for
// the probe's trace), or "".
func anyReadable(ix *vault.Index, user string, at time.Time) string {
	for _, id := range ix.Readable(user, at) {
		if cs := ix.Chunks(id); len(cs) > 0 {
			return cs[0].ID
		}
	}
	return ""
}

// walledAnswer cites d at every walledLocators place, by each citation
// it is known by with a pin it lacks, and by each of its names (plain
// and italic) with a paragraph it lacks.
func walledAnswer(d *vault.Document) string {
	var b strings.Builder
	for i, l := range walledLocators {
		cite := d.ID
		if l != "" {
			cite += ", " + l
		}
		fmt.Fprintf(&b, "The forum-selection clause is enforceable under point %d [%s]. ", i+1, cite)
	}
	for _, rc := range d.Citations {
		fmt.Fprintf(&b, "The forum-selection clause binds the parties, %s, 9999. ", rc)
	}
	for _, a := range d.Aliases {
		fmt.Fprintf(&b, "The clause binds the parties. %s, ¶ 99. The clause is mandatory. *%s*, p. 9999. ", a, a)
	}
	return strings.TrimSpace(b.String())
}

// walledProbe is the response of user at time at giving answer, with a
// trace of d's chunks and one readable chunk ("walled"), the readable
// chunk only ("other") or no trace ("none").
func walledProbe(ix *vault.Index, user string, at time.Time, d *vault.Document, answer, open, trace string) []byte {
	var retrieved []string
	switch trace {
	case "walled":
		for _, c := range ix.Chunks(d.ID) {
			retrieved = append(retrieved, fmt.Sprintf(`{"chunk_id": %q}`, c.ID))
		}
		fallthrough
	case "other":
		if open != "" {
			retrieved = append(retrieved, fmt.Sprintf(`{"chunk_id": %q}`, open))
		}
	}
	tr := ""
	if trace != "none" {
		tr = `, "retrieved": [` + strings.Join(retrieved, ", ") + `]`
	}
	return []byte(fmt.Sprintf(`{"run_id": "walled", "user": %q, "asked_at": %q, "answer": %q%s}`,
		user, at.Format(time.RFC3339), answer, tr))
}

// derivedText is what only d's text or metadata could have told: its
// title, headings, holding, eight-word windows of its text, and the
// extent notes a locator it lacks draws (its sections, paragraph range,
// pages, lines, chunks). Strings that occur elsewhere (another document,
// the case file, the probe answer, all in given) prove nothing and are
// left out.
func derivedText(ix *vault.Index, d *vault.Document, given string) []string {
	var out []string
	add := func(s string) {
		if s = strings.TrimSpace(s); len(s) >= 6 {
			out = append(out, s)
		}
	}
	add(d.Title)
	add(d.Outcome)
	for _, c := range ix.Chunks(d.ID) {
		add(c.Section)
	}
	words := strings.Fields(d.Text)
	for i := 0; i+8 <= len(words); i += 4 {
		add(strings.Join(words[i:i+8], " "))
	}
	for _, l := range walledLocators {
		if l == "" {
			continue
		}
		locs := parseProbeLocator(l)
		pl := retrieval.Place(ix, retrieval.Want{Doc: d.ID, Locators: locs})
		for _, s := range append(pl.Nowhere, pl.Caveats...) {
			// The note after the document's ID ("has no § 99 (its
			// sections: ...)", "'s numbered paragraphs run ¶¶ 1-3").
			add(strings.TrimPrefix(s, d.ID))
		}
	}
	others := given
	for _, o := range ix.Documents() {
		if o.ID != d.ID {
			others += "\n" + o.Title + "\n" + o.Text
		}
	}
	var keep []string
	seen := map[string]bool{}
	for _, s := range out {
		if !seen[s] && !strings.Contains(others, s) {
			seen[s] = true
			keep = append(keep, s)
		}
	}
	sort.Strings(keep)
	return keep
}

// parseProbeLocator turns one walledLocators entry into the locator the
// extractor reads from it.
func parseProbeLocator(l string) []vault.Locator {
	switch {
	case strings.HasPrefix(l, "§ "):
		return []vault.Locator{{Kind: vault.LocSection, Value: strings.TrimPrefix(l, "§ ")}}
	case strings.HasPrefix(l, "¶ "):
		return []vault.Locator{{Kind: vault.LocParagraph, Value: strings.TrimPrefix(l, "¶ ")}}
	case strings.HasPrefix(l, "p. "):
		return []vault.Locator{{Kind: vault.LocPage, Value: strings.TrimPrefix(l, "p. ")}}
	case strings.HasPrefix(l, "L"):
		return []vault.Locator{{Kind: vault.LocLine, Value: strings.TrimPrefix(l, "L")}}
	case strings.HasPrefix(l, "chunk "):
		return []vault.Locator{{Kind: vault.LocChunk, Value: strings.TrimPrefix(l, "chunk ")}}
	}
	return nil
}

// walledOutputs grades body once and renders it every way a reader gets
// it, redacted as by default: each printer format, the two result files
// and the service's JSON and HTML replies.
//
// shown is report.json as --show-denied writes it.
func walledOutputs(t *testing.T, g *grade.Grader, svc http.Handler, ix *vault.Index, body []byte) (outs map[string]string, shown string) {
	t.Helper()
	resp, err := rubric.ParseResponse("walled.json", body)
	if err != nil {
		t.Fatal(err)
	}
	s, r, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	all, err := report.MarshalIndent(r)
	if err != nil {
		t.Fatal(err)
	}
	outs = map[string]string{}
	for _, f := range printer.Formats {
		var b bytes.Buffer
		if err := printer.Write(&b, f, s, r, printer.Options{Texts: ix}); err != nil {
			t.Fatalf("--format %s: %v", f, err)
		}
		outs["--format "+f] = b.String()
	}
	rs, rr := report.Redact(s, r)
	dir, err := report.WriteResults(t.TempDir(), rs, rr)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"report.json", "scores.json"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		outs[name] = string(data)
	}
	for _, accept := range []string{"application/json", "text/html"} {
		req := httptest.NewRequest("POST", service.PathGrade, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer tok")
		req.Header.Set("Accept", accept)
		rec := httptest.NewRecorder()
		svc.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("service (%s) status %d: %.300s", accept, rec.Code, rec.Body.String())
		}
		outs["the service's "+accept+" reply"] = rec.Body.String()
	}
	return outs, string(all)
}
