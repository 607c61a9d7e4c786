<?xml version="1.0" encoding="UTF-8"?>
<!-- External tileset of e2e.tmx: 32x16 tiles aligned at their centre, drawn 2 px right and 3 px up. -->
<tileset version="1.10" tiledversion="1.10.2" name="props" tilewidth="32" tileheight="16" tilecount="2" columns="2" objectalignment="center">
 <tileoffset x="2" y="-3"/>
 <image source="props.png" width="64" height="16"/>
 <tile id="0">
  <objectgroup draworder="index">
   <object id="1" x="4" y="2" width="20" height="10"/>
  </objectgroup>
 </tile>
 <tile id="1">
  <objectgroup draworder="index">
   <object id="1" x="4" y="1">
    <polygon points="0,0 24,0 24,6 8,6 8,14 0,14"/>
   </object>
  </objectgroup>
 </tile>
</tileset>
