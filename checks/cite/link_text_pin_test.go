package cite

import (
	"reflect"
	"regexp"
	"testing"
)

// TestVaultLinkTextPins: a vault:// link whose URL names only the
// document takes the pin its text ends with ("[Kestrel, 88 F.4th at
// 12](vault://DOC-001)"); a URL's own locator wins, and text that does
// not end in a locator adds none.
func TestVaultLinkTextPins(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`)})
	tests := []struct {
		in   string
		locs []string
	}{
		{"Notice is required. [Kestrel, 88 F.4th at 12](vault://DOC-001).", []string{"page 12"}},
		{"Notice is required. [Supply Terms § 7.2](vault://DOC-002).", []string{"section 7.2"}},
		{"Notice is required. [the memo, ¶ 4](vault://DOC-003).", []string{"paragraph 4"}},
		{"Notice is required. [Supply Terms § 7.2](vault://DOC-002#c4).", []string{"chunk 4"}},
		// twins
		{"Notice is required. [Supply Terms](vault://DOC-002).", nil},
		{"Notice is required. [§ 7.2 of the terms](vault://DOC-002).", nil},
	}
	for _, tt := range tests {
		a := e.Extract(tt.in)
		var c *Citation
		for i := range a.Citations {
			if a.Citations[i].Kind == KindVault {
				c = &a.Citations[i]
			}
		}
		if c == nil {
			t.Errorf("%q: no Vault citation", tt.in)
			continue
		}
		var got []string
		for _, l := range c.Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if !reflect.DeepEqual(got, tt.locs) {
			t.Errorf("%q: locators %q, want %q", tt.in, got, tt.locs)
		}
	}
}
