package printer

import (
	"bytes"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
)

// hostile strings an answer, a passage or a title may hold.
var hostile = []string{
	`<script>alert(1)</script>`,
	`"><img src=x onerror=alert(2)>`,
	`javascript:alert(3)`,
	`<style>body{display:none}</style>`,
}

// hostileSample puts the hostile strings in every untrusted place the HTML
// report shows: the answer (in and around a citation span), a passage, a
// document title, a finding message, judge evidence and a note.
func hostileSample() (*report.Scores, *report.Report, memTexts) {
	s, r, t := sample()
	evil := strings.Join(hostile, " ")
	// The answer grows a hostile prefix; shift every span by its length.
	prefix := evil + "\n"
	r.Answer = prefix + r.Answer
	for i := range r.Citations {
		r.Citations[i].Start += len(prefix)
		r.Citations[i].End += len(prefix)
	}
	r.Citations[0].Text = evil
	r.Propositions[0].Text = evil
	r.Notes = append(r.Notes, evil)
	r.Criteria[0].Findings[0].Message = evil
	r.Criteria[0].Findings[0].Reason = evil // the failing list and the criteria's reason lines
	r.Citations[3].ReaderText = evil
	r.Judgements[0].Assessment.Evidence = evil
	t.chunks["VLT-0001#c4"].Text = evil
	t.docs["VLT-0001"].Title = evil
	s.CriteriaResults[0].Title = evil
	s.CriteriaResults[0].Reasoning = evil
	s.RunID = evil
	return s, r, t
}

// TestHTMLEscapes proves no hostile string reaches the HTML report
// unescaped: no script, image, style or javascript: URL appears as markup,
// and each string is present in its escaped form.
func TestHTMLEscapes(t *testing.T) {
	s, r, texts := hostileSample()
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	lower := strings.ToLower(out)
	for _, bad := range []string{"<script", "<img", `href="javascript:`} {
		if strings.Contains(lower, bad) {
			i := strings.Index(lower, bad)
			t.Errorf("HTML holds %q unescaped: ...%s...", bad, out[max(0, i-80):min(len(out), i+80)])
		}
	}
	for _, want := range []string{"&lt;script&gt;alert(1)&lt;/script&gt;", "&#34;&gt;&lt;img src=x onerror=alert(2)&gt;"} {
		if !strings.Contains(out, want) {
			t.Errorf("HTML lacks the escaped form %q", want)
		}
	}
	// Inside every tag (text holds no raw "<"), no event handler or
	// javascript: URL.
	for rest := lower; ; {
		i := strings.IndexByte(rest, '<')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i:], '>')
		if j < 0 {
			t.Fatal("unterminated tag")
		}
		tag := rest[i : i+j+1]
		if strings.Count(tag, `"`)%2 != 0 {
			t.Errorf("tag with an unbalanced quote: %s", tag)
		}
		// Attribute values are quoted (a quote inside is &#34;); what is
		// left is element and attribute names.
		names := ""
		for k, part := range strings.Split(tag, `"`) {
			if k%2 == 0 {
				names += part
			}
		}
		if strings.Contains(names, "onerror") || strings.Contains(names, "src=") {
			t.Errorf("hostile text became markup: %s", tag)
		}
		if strings.Contains(tag, `href="javascript:`) {
			t.Errorf("javascript: URL: %s", tag)
		}
		rest = rest[i+j+1:]
	}
	// Only the template's own <style> element may exist.
	if n := strings.Count(lower, "<style"); n != 1 {
		t.Errorf("%d <style> elements, want 1", n)
	}
}

// TestMarkdownEscapes checks the Markdown report shows hostile HTML as
// text (entity-escaped), so a renderer cannot run it.
func TestMarkdownEscapes(t *testing.T) {
	s, r, texts := hostileSample()
	var b bytes.Buffer
	if err := WriteMarkdown(&b, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	out := strings.ToLower(b.String())
	for _, bad := range []string{"<script", "<img", "<style"} {
		if strings.Contains(out, bad) {
			t.Errorf("Markdown holds %q unescaped", bad)
		}
	}
}

// TestJUnitControlCharacters checks that control characters in untrusted
// text cannot make the JUnit XML unreadable.
func TestJUnitControlCharacters(t *testing.T) {
	s, r, _ := sample()
	s.CriteriaResults[0].Reasoning = "bad \x00 byte \x1b[31m and ]]> end"
	var b bytes.Buffer
	if err := WriteJUnit(&b, s, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := parseJUnit(b.Bytes()); err != nil {
		t.Fatalf("JUnit does not parse: %v\n%s", err, b.String())
	}
}
