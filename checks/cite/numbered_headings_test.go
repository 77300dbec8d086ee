package cite

import (
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// TestSourcesHeadingClass: a heading is read as the head of a Sources
// list by its words (a source noun, and otherwise only words that frame
// a list), not by a list of phrasings.
func TestSourcesHeadingClass(t *testing.T) {
	for h, want := range map[string]sourceHeadingClass{
		"## Sources":                                       sourcesByWords,
		"Sources used in this answer":                      sourcesByWords,
		"## Cited authorities":                             sourcesByWords,
		"### Works cited":                                  sourcesByWords,
		"**Bibliography**":                                 sourcesByWords,
		"Documents relied on:":                             sourcesByWords,
		"## Citations":                                     sourcesByWords,
		"## References":                                    sourcesByWords,
		"Table of Authorities":                             sourcesByWords,
		"## Vault documents cited":                         sourcesByWords,
		"## Sources Consulted":                             sourcesByWords,
		"## Key sources":                                   sourcesByWords,
		"## Authorities relied upon":                       sourcesByWords,
		"## Cases cited in this memo":                      sourcesByWords,
		"Documents relied on in preparing this memorandum": sourcesByWords,
		"## Sources of law in Delaware":                    sourcesIfListed,
		"## Key cases":                                     sourcesIfListed,
		"## Authorities on forum selection":                sourcesIfListed,
		"## Notes":                                         sourcesIfListed,
		"## Analysis":                                      notSourcesHeading,
		"## Short answer":                                  notSourcesHeading,
		"## Authority":                                     sourcesIfListed,
		"## The Ninth Circuit's approach":                  notSourcesHeading,
		"## Grounds for refusing enforcement":              notSourcesHeading,
		"## Documents":                                     sourcesIfListed,
	} {
		if got := classifySourcesHeading(h); got != want {
			t.Errorf("classifySourcesHeading(%q) = %d, want %d", h, got, want)
		}
	}
}

// TestSourcesHeadingsAnswerMarkers: under any heading of the class the
// numbered entries answer the body's markers (no marker points
// nowhere), in the Markdown and the plain-text reading; a heading that
// names sources among other words heads a list only over entries, and
// over prose it is a section like any other, its paragraph a proposition.
func TestSourcesHeadingsAnswerMarkers(t *testing.T) {
	md := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	lim := mdtext.DefaultLimits()
	lim.MaxBytes = 1
	plain := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), Markdown: &lim})
	const body = "Clauses are prima facie valid [1]. Fraud defeats them [2].\n\n"
	const entries = "\n\n1. [VLT-0001, p. 10]\n2. [VLT-0001, p. 15]\n"
	for _, tc := range []struct {
		name, answer string
		dangling     bool // the markers point nowhere: no list
		props        int  // propositions
	}{
		{"Sources used in this answer", body + "## Sources used in this answer" + entries, false, 2},
		{"Cited authorities", body + "## Cited authorities" + entries, false, 2},
		{"Works cited", body + "### Works cited" + entries, false, 2},
		{"Bibliography", body + "**Bibliography**" + entries, false, 2},
		{"Documents relied on", body + "Documents relied on:" + entries, false, 2},
		{"Citations", body + "## Citations" + entries, false, 2},
		{"bracketed entries", body + "## Sources consulted\n\n[1] [VLT-0001, p. 10]\n[2] [VLT-0001, p. 15]\n", false, 2},
		{"sources of law over entries", body + "## Sources of law in Delaware" + entries, false, 2},
		{"sources of law over prose", body + "## Sources of law in Delaware\n\nDelaware courts look first to the statute [VLT-0009, § 2708].\n", true, 3},
		{"a labelling heading", body + "## Analysis" + entries, true, 2},
	} {
		for _, mode := range []struct {
			name string
			e    *Extractor
		}{{"markdown", md}, {"plain text", plain}} {
			if mode.name == "plain text" && strings.Contains(tc.name, "Bibliography") {
				continue // a bold line heads what follows in Markdown only
			}
			t.Run(tc.name+"/"+mode.name, func(t *testing.T) {
				a := mode.e.Extract(tc.answer)
				var refs []string
				for _, c := range a.Citations {
					if c.Kind == KindReference {
						refs = append(refs, c.Text)
					}
				}
				if tc.dangling != (len(refs) > 0) {
					t.Errorf("markers pointing nowhere %q, want dangling=%v", refs, tc.dangling)
				}
				if len(a.Propositions) != tc.props {
					var ps []string
					for _, p := range a.Propositions {
						ps = append(ps, p.Text)
					}
					t.Errorf("propositions %q, want %d", ps, tc.props)
				}
			})
		}
	}
}
