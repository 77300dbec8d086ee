package docfile

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/ledongthuc/pdf"
)

// readPDF reads a PDF into one Page per PDF page. The file is checked
// against the limits on its raw bytes first (declared object counts,
// inflated stream size), then parsed by github.com/ledongthuc/pdf, which
// yields each page's glyphs with their positions; the page layout
// (columns, lines, paragraphs, running headers and footers) is ours
// (pdf_layout.go, pdf_furniture.go, pdf_text.go).
func readPDF(data []byte, lim Limits) (*Document, error) {
	budget := newPDFBudget(lim)
	data = normalizePDF(data)
	if err := checkPDFBounds(data, budget); err != nil {
		return nil, err
	}
	if encryptDecl.Match(data) {
		return nil, errors.New("the PDF is encrypted (password-protected or restricted); citecheck reads only unencrypted PDFs: save or print an unencrypted copy and name that")
	}
	r, err := openPDF(data)
	if err != nil {
		return nil, err
	}
	pages, err := pageTree(r, lim)
	if err != nil {
		return nil, err
	}
	laid := make([]*laidPage, len(pages))
	fonts := fontCache{}
	layers := documentLayers(r)
	unseen := 0       // glyphs the pages draw but do not show
	marksShy := false // the file marks its soft hyphens (pdf_softhyphen.go)
	for i, p := range pages {
		if err := budget.checkTime(); err != nil {
			return nil, err
		}
		shy := softHyphenMCIDs(r, p.V)
		marksShy = marksShy || len(shy) > 0
		glyphs, rules, hidden, err := pageGlyphs(p, budget.deadline, fonts, layers, shy)
		glyphs, off := onPage(glyphs, visibleBox(p)) // text drawn off the page is shown to no one
		unseen += hidden + off
		if errors.Is(err, ErrLimit) {
			return nil, fmt.Errorf("page %d: %w", i+1, err)
		}
		if err != nil {
			return nil, fmt.Errorf("page %d: cannot read its text: %v", i+1, err)
		}
		w, h := mediaBox(p)
		drawn := glyphs
		glyphs, w, h = turnUpright(glyphs, w, h) // a page drawn sideways (pdf_sideways.go)
		if len(drawn) > 0 && &glyphs[0] != &drawn[0] {
			rules = nil // drawn in the page's frame, not the turned one
		}
		glyphs, rotated := splitRotated(glyphs)
		laid[i] = layoutPage(glyphs, w, h)
		laid[i].rotated = rotated
		laid[i].rules = rules
		stripLineNumbers(laid[i])
	}
	separateFurniture(laid)
	compounds := documentCompounds(laid) // pdf_compounds.go
	for _, lp := range laid {
		lp.typedHyphens = marksShy
		lp.compounds = compounds
	}
	doc := &Document{Format: PDF, Pages: make([]Page, len(laid))}
	labels, labelled := pageLabels(r, len(laid))
	if !labelled {
		labels, labelled = printedLabelsOr(laid, labels)
	}
	doc.Labelled = labelled
	empty := 0
	for i, lp := range laid {
		text := notHeadings(pageText(lp)) // a PDF's lines are never the markup's headings
		if strings.TrimSpace(text) == "" {
			empty++
		}
		doc.Pages[i] = Page{Label: labels[i], Text: text, Furniture: lp.furnitureLines()}
	}
	if empty == len(laid) && !anyFurniture(doc.Pages) && unseen > 0 {
		return nil, errors.New("the PDF's only text is text its pages do not show (invisible, off the page, too small to read, struck through or in a layer turned off); citecheck reads what a reader of the page sees")
	}
	if empty == len(laid) && !anyFurniture(doc.Pages) {
		return nil, errors.New("the PDF has no text layer (a scanned or image-only PDF); citecheck does no OCR: run OCR first (for example ocrmypdf) and name the result")
	}
	return doc, nil
}

// encryptDecl is a trailer's /Encrypt entry (a reference or a dictionary).
var encryptDecl = regexp.MustCompile(`/Encrypt\s*(\d+\s+\d+\s+R|<<)`)

// normalizePDF presents data the way the parser expects it: starting at
// "%PDF-", ending at the last "%%EOF", with a PDF 1.x header line (a PDF
// 2.0 file reads the same for text). Offsets are unchanged.
func normalizePDF(data []byte) []byte {
	if i := bytes.Index(data[:min(len(data), 1024)], []byte("%PDF-")); i > 0 {
		data = data[i:]
	}
	if i := bytes.LastIndex(data, []byte("%%EOF")); i >= 0 && i+5 < len(data) {
		data = data[:i+5]
	}
	if len(data) >= 9 && (data[5] != '1' || data[7] < '0' || data[7] > '7' || (data[8] != '\n' && data[8] != '\r')) {
		fixed := bytes.Clone(data)
		copy(fixed[5:9], "1.7\n")
		data = fixed
	}
	return data
}

// openPDF parses the cross-reference data; the parser panics on some
// damaged files, which is bad input like any other parse error.
func openPDF(data []byte) (r *pdf.Reader, err error) {
	defer func() {
		if x := recover(); x != nil {
			r, err = nil, fmt.Errorf("a damaged PDF: %v", x)
		}
	}()
	r, err = pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("a damaged or truncated PDF: %v", err)
	}
	return r, nil
}

// maxTreeDepth bounds the page tree's depth and each page's /Parent chain:
// real files nest a few levels; a cycle would never end.
const maxTreeDepth = 64

// pageTree lists the pages in file order, walking the page tree once (the
// parser's own Page(i) walks it again for every page). A declared or real
// page count past MaxPages is a passed limit.
func pageTree(r *pdf.Reader, lim Limits) (pages []pdf.Page, err error) {
	defer func() {
		if x := recover(); x != nil {
			pages, err = nil, fmt.Errorf("a damaged PDF page tree: %v", x)
		}
	}()
	root := r.Trailer().Key("Root").Key("Pages")
	if root.IsNull() {
		return nil, errors.New("a damaged PDF: no page tree (Root /Pages)")
	}
	if n := root.Key("Count").Int64(); n > int64(lim.MaxPages) {
		return nil, limitErrorOf("MaxPages", "the PDF has %d pages, more than the %d-page limit", n, lim.MaxPages)
	}
	nodes := 0
	var walk func(v pdf.Value, depth int) error
	walk = func(v pdf.Value, depth int) error {
		nodes++
		if depth > maxTreeDepth || nodes > lim.MaxObjects {
			return errors.New("a damaged PDF: its page tree is cyclic or too deep")
		}
		kids := v.Key("Kids")
		if v.Key("Type").Name() != "Pages" && kids.IsNull() {
			if len(pages) >= lim.MaxPages {
				return limitErrorOf("MaxPages", "the PDF has more than %d pages, the page limit", lim.MaxPages)
			}
			if err := checkParents(v); err != nil {
				return err
			}
			pages = append(pages, pdf.Page{V: v})
			return nil
		}
		for i := 0; i < kids.Len(); i++ {
			if err := walk(kids.Index(i), depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(root, 0); err != nil {
		return nil, err
	}
	if len(pages) == 0 {
		return nil, errors.New("the PDF has no pages")
	}
	return pages, nil
}

// checkParents refuses a page whose /Parent chain does not end: the
// parser follows it for inherited resources.
func checkParents(v pdf.Value) error {
	for i := 0; !v.IsNull(); i++ {
		if i > maxTreeDepth {
			return errors.New("a damaged PDF: a page's /Parent chain is cyclic or too deep")
		}
		v = v.Key("Parent")
	}
	return nil
}

// mediaBox is the page's width and height in points (US Letter when the
// file does not say).
func mediaBox(p pdf.Page) (w, h float64) {
	w, h = 612, 792
	defer func() { recover() }()
	var box pdf.Value
	for v := p.V; !v.IsNull() && box.IsNull(); v = v.Key("Parent") {
		box = v.Key("MediaBox") // inherited; checkParents bounded the chain
	}
	if box.Len() == 4 {
		if bw, bh := box.Index(2).Float64()-box.Index(0).Float64(), box.Index(3).Float64()-box.Index(1).Float64(); bw > 0 && bh > 0 {
			w, h = bw, bh
		}
	}
	return w, h
}

func anyFurniture(pages []Page) bool {
	for _, p := range pages {
		if len(p.Furniture) > 0 {
			return true
		}
	}
	return false
}
