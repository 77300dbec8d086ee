package main

import (
	"bytes"
	"strings"
	"time"

	"github.com/citecheck/citecheck/vault/docfile"
	dslipak "github.com/dslipak/pdf"
	"github.com/gen2brain/go-fitz"
	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	ledongthuc "github.com/ledongthuc/pdf"
)

// citecheckEngine is the chosen reader: docfile.Read (ledongthuc/pdf's
// parser under citecheck's own content interpreter and page layout).
type citecheckEngine struct{}

func newCitecheck() (engine, error) { return citecheckEngine{}, nil }

func (citecheckEngine) pages(_ string, data []byte) ([]string, error) {
	d, err := docfile.Read(data, docfile.Limits{})
	if err != nil {
		return nil, err
	}
	out := make([]string, len(d.Pages))
	for i, p := range d.Pages {
		out[i] = p.Text
	}
	return out, nil
}

// ledongthucEngine is github.com/ledongthuc/pdf's own page text.
type ledongthucEngine struct{}

func (ledongthucEngine) pages(_ string, data []byte) ([]string, error) {
	r, err := ledongthuc.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var out []string
	for i := 1; i <= r.NumPage(); i++ {
		t, err := r.Page(i).GetPlainText(nil)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// dslipakEngine is github.com/dslipak/pdf (another fork of rsc.io/pdf).
type dslipakEngine struct{}

func (dslipakEngine) pages(_ string, data []byte) ([]string, error) {
	r, err := dslipak.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var out []string
	for i := 1; i <= r.NumPage(); i++ {
		t, err := r.Page(i).GetPlainText(nil)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// pdfiumEngine is PDFium compiled to WebAssembly, run in-process by
// wazero (github.com/klippa-app/go-pdfium/webassembly), no cgo.
type pdfiumEngine struct{ inst pdfium.Pdfium }

func newPDFium() (engine, error) {
	pool, err := webassembly.Init(webassembly.Config{MinIdle: 1, MaxIdle: 1, MaxTotal: 1})
	if err != nil {
		return nil, err
	}
	inst, err := pool.GetInstance(time.Minute)
	if err != nil {
		return nil, err
	}
	return &pdfiumEngine{inst: inst}, nil
}

func (e *pdfiumEngine) pages(_ string, data []byte) ([]string, error) {
	doc, err := e.inst.OpenDocument(&requests.OpenDocument{File: &data})
	if err != nil {
		return nil, err
	}
	defer e.inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document})
	n, err := e.inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil {
		return nil, err
	}
	var out []string
	for i := 0; i < n.PageCount; i++ {
		t, err := e.inst.GetPageText(&requests.GetPageText{Page: requests.Page{ByIndex: &requests.PageByIndex{Document: doc.Document, Index: i}}})
		if err != nil {
			return nil, err
		}
		out = append(out, strings.ReplaceAll(t.Text, "\r\n", "\n"))
	}
	return out, nil
}

// mupdfEngine is MuPDF through cgo (github.com/gen2brain/go-fitz, which
// bundles a static libmupdf).
type mupdfEngine struct{}

func newMuPDF() (engine, error) { return mupdfEngine{}, nil }

func (mupdfEngine) pages(_ string, data []byte) ([]string, error) {
	doc, err := fitz.NewFromMemory(data)
	if err != nil {
		return nil, err
	}
	defer doc.Close()
	var out []string
	for i := 0; i < doc.NumPage(); i++ {
		t, err := doc.Text(i)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}
