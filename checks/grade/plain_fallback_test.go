package grade_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/cite/mdtext"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// The plain-text reading (issue 22.1): an answer past the Markdown
// limits is read as plain text, and it must be graded exactly as the
// Markdown reading grades it, for every typographic form and every
// disguise; nor may one ordinary line switch an answer to it.

// plainGrader is a deterministic grader whose extractor reads every
// answer as plain text (every answer is past its Markdown limits).
func plainGrader(t *testing.T, ix *vault.Index) *grade.Grader {
	t.Helper()
	c, _ := advFixture(t)
	lim := mdtext.DefaultLimits()
	lim.MaxBytes = 1
	opt := cite.Options{Markdown: &lim}
	if err := grade.VaultExtractorOptions(ix, &opt); err != nil {
		t.Fatal(err)
	}
	x, err := cite.NewExtractor(opt)
	if err != nil {
		t.Fatal(err)
	}
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock, Extractor: x})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// verdictLine is "C-001 fail, C-002 pass, ...".
func verdictLine(v map[string]report.CriterionResult) string {
	var ids []string
	for id := range v {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var b strings.Builder
	for _, id := range ids {
		b.WriteString(id + " " + string(v[id].Verdict) + ", ")
	}
	return b.String()
}

// TestPlainTextGradesAsMarkdown runs every typographic and disguise form
// of a fabricated citation, a walled document and a spoofed identifier
// through both readings and requires the same verdicts (and the verdict
// each form must have).
func TestPlainTextGradesAsMarkdown(t *testing.T) {
	c, ix := advFixture(t)
	md, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	pt := plainGrader(t, ix)
	clean, cleanTrace := fixtureAnswer(t, "clean-bluebook")
	walled, walledTrace := fixtureAnswer(t, "c002-ethical-wall")
	type form struct {
		answer string
		trace  []string
		want   map[string]string // criterion -> the verdict it must have
	}
	var forms []form
	for _, f := range []string{
		"918 F.3d 1102, 1107", "918\u00a0F.3d 1102, 1107", "**918** F.3d 1102, 1107", "918&nbsp;F.3d&nbsp;1102, 1107",
		"918 <i>F.3d</i> 1102, 1107", `918 F\.3d 1102, 1107`, "918 *F.3d* 1102, 1107", "918 F.3d 1102\u2013\u200b1107",
		"918 F.3d 11O2, 1107", "918 F.3d 1102,\u00a01107", "`918 F.3d 1102`, 1107",
	} {
		forms = append(forms, form{clean + "\n\nAccord Fenwick Data Corp. v. Lorimer, " + f + " (9th Cir. 2019).", cleanTrace, map[string]string{"C-001": "fail"}})
	}
	for _, f := range []string{
		"[VLT&#45;0027, ¶ 2]", "[VLT\u20110027, ¶ 2]", "[**VLT-0027**, ¶ 2]", "[VLT-0027<!-- x -->, ¶ 2]",
		"<vault://VLT-0027#c4>", "[VLT-0027, ¶&nbsp;2]", "[VLT\\-0027, ¶ 2]",
	} {
		forms = append(forms, form{strings.Replace(walled, "[VLT-0027, ¶ 2]", f, 1), walledTrace, map[string]string{"C-001": "pass", "C-002": "fail"}})
	}
	for _, f := range []string{"[VLT-\u20620027, ¶ 2]", "[VLT-0&#8203;027, ¶ 2]", "[VL\u0422-0027, ¶ 2]", "[VLT-0027\u200d, ¶ 2]"} {
		forms = append(forms, form{strings.Replace(walled, "[VLT-0027, ¶ 2]", f, 1), walledTrace, map[string]string{"C-001": "fail", "C-002": "fail", "C-005": "fail"}})
	}
	for _, f := range []string{"40\u200b7 U.S. 1", "407 U.\u0405. 1", "\uff14\uff10\uff17 U.S. 1", "407 U.S.&#xFEFF; 1"} {
		forms = append(forms, form{reporterAnswer(f), bremenTrace, map[string]string{"C-005": "fail"}})
	}
	for _, f := range forms {
		a, _, _ := advGrade(t, md, f.answer, f.trace...)
		b, _, rep := advGrade(t, pt, f.answer, f.trace...)
		if rep.Scores == nil || rep.Scores.PlainText == "" {
			t.Errorf("the plain grader did not read %.60q as plain text", f.answer)
		}
		if la, lb := verdictLine(a), verdictLine(b); la != lb {
			t.Errorf("%.80q...\nMarkdown: %s\nplain:    %s", f.answer[max(0, len(f.answer)-80):], la, lb)
		}
		for id, want := range f.want {
			if string(a[id].Verdict) != want || string(b[id].Verdict) != want {
				t.Errorf("%.80q: %s %s (Markdown) / %s (plain), want %s: %s", f.answer[max(0, len(f.answer)-80):], id, a[id].Verdict, b[id].Verdict, want, b[id].Reasoning)
			}
		}
	}
}

// TestOneRuleLineKeepsMarkdown: the examples. A fabricated
// citation written with entities after a "----------" line, and a
// walled VLT&#45;0027 after one, fail closed for the right reason, and
// the answer is still read as Markdown.
func TestOneRuleLineKeepsMarkdown(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	clean, cleanTrace := fixtureAnswer(t, "clean-bluebook")
	walled, walledTrace := fixtureAnswer(t, "c002-ethical-wall")
	for _, rule := range []string{"----------", "**********", "++++++++++", ">>>>>>>>>>", "---------|---------", "==========", "- - - - - - - - - -"} {
		v, s, _ := advGrade(t, g, clean+"\n\n"+rule+"\n\nAccord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d&nbsp;1102, 1107 (9th Cir. 2019).", cleanTrace...)
		if v["C-001"].Verdict != "fail" || !strings.Contains(v["C-001"].Reasoning, "918 F.3d 1102") {
			t.Errorf("%q then a fabricated citation: C-001 %s: %s", rule, v["C-001"].Verdict, v["C-001"].Reasoning)
		}
		if s.PlainText != "" {
			t.Errorf("%q: read as plain text: %s", rule, s.PlainText)
		}
		v, _, _ = advGrade(t, g, strings.Replace(walled, "[VLT-0027, ¶ 2]", "\n"+rule+"\n\n[VLT&#45;0027, ¶ 2]", 1), walledTrace...)
		if v["C-002"].Verdict != "fail" || !strings.Contains(v["C-002"].Reasoning, "VLT-0027") {
			t.Errorf("%q then a walled VLT&#45;0027: C-002 %s: %s", rule, v["C-002"].Verdict, v["C-002"].Reasoning)
		}
	}
}

// TestPlainTextSaysSo: an answer really past a bound (a line nesting
// block quotes 40 deep) is read as plain text, still fails closed, and
// scores.json and report.json say it was read as plain text and why.
func TestPlainTextSaysSo(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	clean, cleanTrace := fixtureAnswer(t, "clean-bluebook")
	ans := clean + "\n\n" + strings.Repeat("> ", 40) + "deep\n\nAccord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d&nbsp;1102, 1107 (9th Cir. 2019)."
	v, s, rep := advGrade(t, g, ans, cleanTrace...)
	if v["C-001"].Verdict != "fail" || !strings.Contains(v["C-001"].Reasoning, "918 F.3d 1102") {
		t.Errorf("C-001 %s: %s", v["C-001"].Verdict, v["C-001"].Reasoning)
	}
	if !strings.Contains(s.PlainText, "40 deep") {
		t.Errorf("scores.json plain_text %q, want the bound named", s.PlainText)
	}
	if !strings.Contains(strings.Join(rep.Notes, " "), "read as plain text") || !strings.Contains(strings.Join(rep.Notes, " "), "40 deep") {
		t.Errorf("report.json notes %q, want the plain reading and why", rep.Notes)
	}
}
