import type { Buyer, PostalAddress, Seller } from '../invoice-document.js';
import type { XmlElement } from './cii-values.js';

/** BG-4 with the contact (BG-6), the electronic address (BT-34) and both tax registrations (BT-31, BT-32) XRechnung asks for. */
export function sellerParty(seller: Seller): XmlElement {
  return {
    'ram:Name': seller.name,
    'ram:DefinedTradeContact': {
      'ram:PersonName': seller.contact.name,
      'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.contact.phone },
      'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.contact.email },
    },
    'ram:PostalTradeAddress': address(seller.address),
    'ram:URIUniversalCommunication': electronicAddress(seller.contact.email),
    'ram:SpecifiedTaxRegistration': [
      { 'ram:ID': { '@_schemeID': 'VA', '#text': seller.vatId } },
      { 'ram:ID': { '@_schemeID': 'FC', '#text': seller.taxNumber } },
    ],
  };
}

/** BG-7 with the electronic address (BT-49) and, where given, the VAT ID (BT-48). */
export function buyerParty(buyer: Buyer): XmlElement {
  return {
    'ram:Name': buyer.company,
    'ram:PostalTradeAddress': address(buyer.address),
    'ram:URIUniversalCommunication': electronicAddress(buyer.billingEmail),
    'ram:SpecifiedTaxRegistration': buyer.vatId ? { 'ram:ID': { '@_schemeID': 'VA', '#text': buyer.vatId } } : undefined,
  };
}

function address(postal: PostalAddress): XmlElement {
  return {
    'ram:PostcodeCode': postal.postcode,
    'ram:LineOne': postal.street,
    'ram:CityName': postal.city,
    'ram:CountryID': postal.countryCode,
  };
}

/** An e-mail address as electronic address: scheme `EM` of the CEF EAS code list. */
function electronicAddress(email: string): XmlElement {
  return { 'ram:URIID': { '@_schemeID': 'EM', '#text': email } };
}
