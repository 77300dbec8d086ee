package docfile

import (
	"fmt"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
)

// pdfFont is what the interpreter needs of a font: how a string splits
// into character codes, each code's width (thousandths of the text
// size) and the text it stands for.
type pdfFont struct {
	enc     pdf.TextEncoding
	twoByte bool
	first   int
	widths  []float64
	cidW    map[int]float64
	dw      float64
	cache   map[string]string
}

// fallbackFont reads a string shown before any Tf as Latin-1 bytes.
var fallbackFont = &pdfFont{dw: 500, cache: map[string]string{}}

// fontCache shares fonts across the pages of one file: a font's
// character map is parsed once, not at every page.
type fontCache map[string]*pdfFont

// font sets up (or finds) the font dictionary fv.
func (c fontCache) font(fv pdf.Value) *pdfFont {
	if fv.IsNull() {
		return fallbackFont
	}
	key := fmt.Sprintf("%s|%s|%s|%d|%d|%d|%s", fv.Key("BaseFont").Name(), fv.Key("Subtype").Name(),
		fv.Key("Encoding").String(), fv.Key("ToUnicode").Key("Length").Int64(), fv.Key("FirstChar").Int64(),
		fv.Key("LastChar").Int64(), fv.Key("DescendantFonts").Index(0).Key("CIDSystemInfo").Key("Ordering").Text())
	if f, ok := c[key]; ok {
		return f
	}
	if len(c) > 10000 {
		clear(c) // a file with that many fonts: keep memory bounded
	}
	pf := pdf.Font{V: fv}
	f := &pdfFont{enc: pf.Encoder(), cache: map[string]string{}}
	if fv.Key("Subtype").Name() == "Type0" {
		f.twoByte = true
		desc := fv.Key("DescendantFonts").Index(0)
		f.dw = 1000
		if dw := desc.Key("DW"); !dw.IsNull() {
			f.dw = dw.Float64()
		}
		f.cidW = cidWidths(desc.Key("W"))
	} else {
		f.first = int(fv.Key("FirstChar").Int64())
		ws := fv.Key("Widths")
		for i := 0; i < ws.Len() && i < 256; i++ {
			f.widths = append(f.widths, ws.Index(i).Float64())
		}
		f.dw = fv.Key("FontDescriptor").Key("MissingWidth").Float64()
		if f.dw <= 0 {
			f.dw = 500
		}
		if len(f.widths) == 0 {
			f.stdWidths(fv.Key("BaseFont").Name())
		}
	}
	c[key] = f
	return f
}

// cidWidths reads a CID font's /W array: "c [w1 w2 ...]" gives widths
// from c on, "c1 c2 w" one width for a range.
func cidWidths(w pdf.Value) map[int]float64 {
	out := map[int]float64{}
	for i := 0; i < w.Len() && len(out) < 70000; {
		c := int(w.Index(i).Int64())
		next := w.Index(i + 1)
		if next.Kind() == pdf.Array {
			for k := 0; k < next.Len() && k < 70000; k++ {
				out[c+k] = next.Index(k).Float64()
			}
			i += 2
			continue
		}
		c2 := int(next.Int64())
		wd := w.Index(i + 2).Float64()
		for k := c; k <= c2 && k-c < 70000; k++ {
			out[k] = wd
		}
		i += 3
	}
	return out
}

// codes splits a shown string into character codes: two bytes each for
// a composite (Type0) font, one byte each otherwise.
func (f *pdfFont) codes(raw string) []string {
	step := 1
	if f.twoByte {
		step = 2
	}
	out := make([]string, 0, len(raw)/step+1)
	for i := 0; i < len(raw); i += step {
		out = append(out, raw[i:min(i+step, len(raw))])
	}
	return out
}

// width is the code's advance width in thousandths of the text size.
func (f *pdfFont) width(code string) float64 {
	if f.twoByte {
		if len(code) == 2 {
			if w, ok := f.cidW[int(code[0])<<8|int(code[1])]; ok {
				return w
			}
		}
		return f.dw
	}
	if i := int(code[0]) - f.first; i >= 0 && i < len(f.widths) && f.widths[i] > 0 {
		return f.widths[i]
	}
	return f.dw
}

// stdWidths fills in a standard-14 font's widths (pdf_std14.go) when
// the file gives none: each code's width is that of the character the
// font's encoding maps it to, worked out once here, so width stays an
// index.
func (f *pdfFont) stdWidths(base string) {
	std, mono := std14Metrics(base)
	if std == nil && mono == 0 {
		return
	}
	f.first, f.widths = 0, make([]float64, 256)
	for c := range f.widths {
		if mono > 0 {
			f.widths[c] = mono
			continue
		}
		if r, _ := utf8.DecodeRuneInString(f.decode(string([]byte{byte(c)}))); r != utf8.RuneError {
			f.widths[c] = float64(std[r])
		}
	}
}

// decode is the text a code stands for.
func (f *pdfFont) decode(code string) string {
	if s, ok := f.cache[code]; ok {
		return s
	}
	var s string
	if f.enc != nil {
		s = f.enc.Decode(code)
	} else {
		for _, b := range []byte(code) {
			s += string(rune(b))
		}
	}
	if len(f.cache) < 70000 {
		f.cache[code] = s
	}
	return s
}
