module github.com/citecheck/citecheck/vault/docfile/testdata/pdfbench

go 1.26.8

replace github.com/citecheck/citecheck => ../../../..

require (
	github.com/citecheck/citecheck v0.0.0
	github.com/dslipak/pdf v0.0.2
	github.com/gen2brain/go-fitz v1.24.15
	github.com/klippa-app/go-pdfium v1.21.4
	github.com/ledongthuc/pdf v0.0.0-20260907135840-6c8c28e0e8a0
	golang.org/x/text v0.44.0
)

require (
	github.com/ebitengine/purego v0.8.4 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/jolestar/go-commons-pool/v2 v2.1.2 // indirect
	github.com/jupiterrider/ffi v0.5.0 // indirect
	github.com/tetratelabs/wazero v1.12.0 // indirect
	golang.org/x/sys v0.48.0 // indirect
)
