"""Writes OUT: pandoc's own reference.docx (IN)
with a running header and a page-number footer added, as a
firm's template has them, so pandoc's DOCX carries header and footer
parts the reader must keep out of the text.
Run as: python3 reference-docx.py IN OUT, IN from pandoc -o IN --print-default-data-file reference.docx"""
import sys, zipfile

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
HEADER = ('<?xml version="1.0" encoding="UTF-8"?><w:hdr %s><w:p><w:pPr><w:jc w:val="center"/></w:pPr>'
          '<w:r><w:t>Harlow v. Pemberton Freight \u2014 Slip Opinion</w:t></w:r></w:p></w:hdr>' % W)
FOOTER = ('<?xml version="1.0" encoding="UTF-8"?><w:ftr %s><w:p><w:pPr><w:jc w:val="center"/></w:pPr>'
          '<w:r><w:t xml:space="preserve">Page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>'
          '<w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>'
          '<w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>' % W)

src = zipfile.ZipFile(sys.argv[1])
out = zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED)
for info in src.infolist():
    data = src.read(info.filename)
    if info.filename == "word/document.xml":
        data = data.decode().replace("<w:sectPr />",
            '<w:sectPr xmlns:r="%s"><w:headerReference w:type="default" r:id="rId90"/>'
            '<w:footerReference w:type="default" r:id="rId91"/></w:sectPr>' % R).encode()
    elif info.filename == "word/_rels/document.xml.rels":
        data = data.decode().replace("</Relationships>",
            '<Relationship Type="%s/header" Id="rId90" Target="header1.xml" />'
            '<Relationship Type="%s/footer" Id="rId91" Target="footer1.xml" /></Relationships>' % (R, R)).encode()
    elif info.filename == "[Content_Types].xml":
        data = data.decode().replace("</Types>",
            '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
            '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>').encode()
    zi = zipfile.ZipInfo(info.filename, (1980, 1, 1, 0, 0, 0))
    zi.compress_type = zipfile.ZIP_DEFLATED
    out.writestr(zi, data)
for name, body in (("word/header1.xml", HEADER), ("word/footer1.xml", FOOTER)):
    zi = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
    zi.compress_type = zipfile.ZIP_DEFLATED
    out.writestr(zi, body.encode())
out.close()
