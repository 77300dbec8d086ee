package cite

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestParagraphRangeRepeatsSign: a paragraph range whose end repeats the
// sign ("¶3–¶5", "¶¶ 3-¶ 5", "Id. ¶ 3–¶ 5") is one locator with both
// ends. The sign stopped the range at its first paragraph, so ¶ 5 was
// never checked (C-009 passed a range whose end the document may lack).
func TestParagraphRangeRepeatsSign(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), DocIDs: []string{"VLT-0021"}})
	for _, tc := range []struct {
		text string
		want string // the last citation's locators
	}{
		{"The clause is exclusive (VLT-0021, ¶3–¶5).", "paragraph 3-5"},
		{"The clause is exclusive (VLT-0021, ¶¶ 3-¶ 5).", "paragraph 3-5"},
		{"The clause is exclusive (VLT-0021 ¶ 3–5).", "paragraph 3-5"},
		{"The clause is exclusive (VLT-0021, ¶ 3). The memo agrees. Id. ¶ 3–¶ 5.", "paragraph 3-5"},
		// a page range never takes the sign
		{"The clause is exclusive (VLT-0021, p. 3–¶5).", "page 3"},
	} {
		a := e.Extract(tc.text)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation", tc.text)
			continue
		}
		var locs []string
		for _, l := range a.Citations[len(a.Citations)-1].Locators {
			locs = append(locs, fmt.Sprintf("%s %s", l.Kind, l.Value))
		}
		if got := strings.Join(locs, ", "); got != tc.want {
			t.Errorf("%q: locators %q, want %q", tc.text, got, tc.want)
		}
	}
}
