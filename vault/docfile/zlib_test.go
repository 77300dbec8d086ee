package docfile

import (
	"compress/zlib"
	"io"
)

func newZlibWriter(w io.Writer) *zlib.Writer { return zlib.NewWriter(w) }
