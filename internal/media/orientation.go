package media

import (
	"bytes"
	"encoding/binary"
	"image"

	"github.com/disintegration/imaging"
)

// exifOrientation returns the EXIF orientation (1 to 8) of a JPEG, or 1 when it has
// none. It looks at every APP1 segment before the image data, not only the first, since
// some cameras and editors put XMP there ahead of the EXIF block. Malformed metadata is
// ignored: the photo is then shown as stored.
func exifOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		switch {
		case marker == 0xFF: // fill byte
			i++
			continue
		case marker == 0x01 || marker >= 0xD0 && marker <= 0xD8: // markers without a length
			i += 2
			continue
		case marker == 0xDA || marker == 0xD9: // metadata comes before SOS and EOI
			return 1
		}
		size := int(binary.BigEndian.Uint16(data[i+2:]))
		if size < 2 || i+2+size > len(data) {
			return 1
		}
		segment := data[i+4 : i+2+size]
		if marker == 0xE1 && bytes.HasPrefix(segment, []byte("Exif\x00\x00")) {
			if o := tiffOrientation(segment[6:]); o != 0 {
				return o
			}
		}
		i += 2 + size
	}
	return 1
}

// tiffOrientation returns the Orientation tag of IFD0 of a TIFF structure, or 0.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 0
	}
	if order.Uint16(t[2:]) != 42 {
		return 0
	}
	offset := uint64(order.Uint32(t[4:]))
	if offset < 8 || offset+2 > uint64(len(t)) {
		return 0
	}
	ifd := t[offset:]
	count := int(order.Uint16(ifd))
	for k := 0; k < count; k++ {
		entry := ifd[min(2+12*k, len(ifd)):]
		if len(entry) < 12 {
			return 0
		}
		const tagOrientation, typeShort = 0x0112, 3
		if order.Uint16(entry) != tagOrientation {
			continue
		}
		if order.Uint16(entry[2:]) != typeShort {
			return 0
		}
		if v := int(order.Uint16(entry[8:])); v >= 1 && v <= 8 {
			return v
		}
		return 0
	}
	return 0
}

// orient turns an image as its EXIF orientation says, so that it stands upright.
func orient(img image.Image, orientation int) image.Image {
	switch orientation {
	case 2:
		return imaging.FlipH(img)
	case 3:
		return imaging.Rotate180(img)
	case 4:
		return imaging.FlipV(img)
	case 5:
		return imaging.Transpose(img)
	case 6:
		return imaging.Rotate270(img) // 90 degrees clockwise
	case 7:
		return imaging.Transverse(img)
	case 8:
		return imaging.Rotate90(img) // 90 degrees counter-clockwise
	}
	return img
}
