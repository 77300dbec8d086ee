package printer

import (
	"bytes"
	"strings"
	"testing"
)

// TestTextColour: the text report is coloured only when asked (a
// terminal); every golden file is written without, so holds no escape.
func TestTextColour(t *testing.T) {
	s, r, texts := sample()
	var plain, coloured bytes.Buffer
	if err := WriteText(&plain, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	if err := WriteText(&coloured, s, r, Options{Texts: texts, Color: true}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(plain.String(), "\x1b[") {
		t.Error("the plain text report holds ANSI escapes")
	}
	for _, want := range []string{sgrRed + "FAIL" + sgrReset, sgrGreen + "PASS" + sgrReset, sgrYellow + "warning:" + sgrReset} {
		if !strings.Contains(coloured.String(), want) {
			t.Errorf("the coloured report lacks %q", want)
		}
	}
	// Colour changes nothing but the escapes.
	if stripped := stripANSI(coloured.String()); stripped != plain.String() {
		t.Errorf("colour changed the text:\n%s\nvs\n%s", stripped, plain.String())
	}
}

func stripANSI(s string) string {
	for _, code := range []string{sgrReset, sgrBold, sgrRed, sgrGreen, sgrYellow} {
		s = strings.ReplaceAll(s, code, "")
	}
	return s
}
