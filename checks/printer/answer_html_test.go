package printer

import (
	"strings"
	"testing"
)

// span is the citation of text inside src.
func span(src, text string, n int, status string) citeSpan {
	i := strings.Index(src, text)
	if i < 0 {
		panic(text)
	}
	return citeSpan{N: n, Start: i, End: i + len(text), Status: status, Hover: "hover " + text}
}

// TestRenderAnswer renders answers' Markdown with citations highlighted:
// structure becomes elements, a citation written across emphasis is
// highlighted in well-nested pieces with one id, and nothing the answer
// writes becomes live markup.
func TestRenderAnswer(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		cites  []string // citation texts, numbered from 1
		want   []string // fragments of the HTML
		absent []string
		hidden []int // citations not shown
	}{
		{"heading, bold, list", "## Short answer\n\n**Yes.** See [VLT-0001, p. 10].\n\n- one\n- two [VLT-0002]",
			[]string{"VLT-0001, p. 10", "VLT-0002"},
			[]string{"<h2>Short answer</h2>", "<strong>Yes.</strong>", `<a class="cite fail" href="#cite-1" data-cite="1" id="ref-1" title="hover VLT-0001, p. 10">VLT-0001, p. 10</a>`, "<li>two [<a class=\"cite fail\" href=\"#cite-2\""},
			[]string{"**", "##"}, nil},
		{"citation across emphasis", "As *Id.* at 12 holds.", []string{"*Id.* at 12"},
			[]string{`<em><a class="cite fail" href="#cite-1" data-cite="1" id="ref-1" title="hover *Id.* at 12">Id.</a></em><a class="cite fail" href="#cite-1" data-cite="1"> at 12</a>`},
			[]string{`id="ref-1" title="hover *Id.* at 12"> at 12`}, nil},
		{"link is text, not a link", "[Bremen](javascript:alert(1)) and [x](vault://VLT-0001#c3)", []string{"[Bremen](javascript:alert(1))"},
			[]string{`<span class="md-link" title="javascript:alert(1)"><a class="cite fail"`, ">Bremen</a></span>"},
			[]string{"<a href", "href=\"javascript"}, nil},
		{"image is not fetched", "![chart](http://evil.example/x.png) text", nil,
			[]string{`<span class="md-image" title="http://evil.example/x.png">[image: chart]</span>`}, []string{"<img", "src="}, nil},
		{"inline HTML is text", "A <b onclick=\"x()\">bold</b> claim [VLT-0001].", []string{"VLT-0001"},
			[]string{`<code class="md-html">&lt;b onclick=&quot;x()&quot;&gt;</code>`}, []string{"<b ", "onclick=\"x"}, nil},
		{"HTML block is text", "<script>alert(1)</script>\n\nAfter.", nil,
			[]string{`<pre class="md-html">&lt;script&gt;alert(1)&lt;/script&gt;`}, []string{"<script"}, nil},
		{"code span keeps its citation", "Cite `VLT-0001#c3` here.", []string{"VLT-0001#c3"},
			[]string{`<code><a class="cite fail" href="#cite-1" data-cite="1" id="ref-1" title="hover VLT-0001#c3">VLT-0001#c3</a></code>`}, nil, nil},
		{"a citation only in a link target is not shown", "[the case](vault://VLT-0001#c3) holds.", []string{"VLT-0001#c3"}, nil, []string{`id="ref-1"`}, []int{1}},
		{"entities and escapes read as written", "A &amp; B \\*not emphasis\\* [VLT-0001].", []string{"VLT-0001"},
			[]string{"A &amp; B *not emphasis* ["}, []string{"<em>"}, nil},
		{"table cells", "| case | cite |\n|---|---|\n| Bremen | 407 U.S. 1 |", []string{"407 U.S. 1"},
			[]string{"<table>", `<td><a class="cite fail"`}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var spans []citeSpan
			for i, c := range tt.cites {
				spans = append(spans, span(tt.src, c, i+1, statusFail))
			}
			ra, ok := renderAnswer(tt.src, spans)
			if !ok {
				t.Fatal("not rendered")
			}
			for _, w := range tt.want {
				if !strings.Contains(ra.HTML, w) {
					t.Errorf("HTML lacks %q:\n%s", w, ra.HTML)
				}
			}
			for _, a := range tt.absent {
				if strings.Contains(ra.HTML, a) {
					t.Errorf("HTML holds %q:\n%s", a, ra.HTML)
				}
			}
			hidden := map[int]bool{}
			for _, n := range tt.hidden {
				hidden[n] = true
			}
			for i := range tt.cites {
				if ra.Shown[i+1] == hidden[i+1] {
					t.Errorf("citation %d shown %v, want %v", i+1, ra.Shown[i+1], !hidden[i+1])
				}
			}
		})
	}
}

// TestRenderAnswerPastLimits: an answer past the Markdown limits is not
// given to goldmark; the report shows it as plain text.
func TestRenderAnswerPastLimits(t *testing.T) {
	if _, ok := renderAnswer(strings.Repeat("[a](", 5000), nil); ok {
		t.Error("an answer past the Markdown limits was rendered as Markdown")
	}
	s, r, texts := sample()
	r.Answer = strings.Repeat("[", 40) + r.Answer
	for i := range r.Citations {
		r.Citations[i].Start += 40
		r.Citations[i].End += 40
	}
	var b strings.Builder
	if err := WriteHTML(&b, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "shown as plain text") || !strings.Contains(b.String(), `id="ref-1"`) {
		t.Error("the plain-text fallback does not say so or lost its highlights")
	}
}
